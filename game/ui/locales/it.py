"""Interface phrases in Italian (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    "menu.language": "Lingua",
}
