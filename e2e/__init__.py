"""Browser tests (pytest-playwright in Debian's Chromium) and the load benchmark."""
