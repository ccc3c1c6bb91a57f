"""Shanghaien in the browser: the Python package (engine, AI, command line, browser UI)."""
