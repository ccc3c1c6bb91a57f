"""One catalogue of interface phrases per language: `STRINGS`, key -> phrase with `{name}` fields."""
