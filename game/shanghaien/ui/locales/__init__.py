"""Shanghaien's catalogue per language: `STRINGS`, key -> phrase with `{name}` fields."""
