"""The app on the web: the Flet client with the app's own name, icons and manifest, so
that a phone or a tablet can install it on its home screen."""
