"""Interface phrases in German (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    "menu.language": "Sprache",
}
