"""The site's own catalogue per language: `STRINGS`, key -> phrase with `{name}` fields (each board adds its own)."""
