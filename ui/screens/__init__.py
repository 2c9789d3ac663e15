"""The app's screens, one module each; :mod:`ui.app` routes to them."""
