"""The Flet user interface: views, widgets, the live-table service and translations."""
