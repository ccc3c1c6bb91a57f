"""Interface phrases in French (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    "menu.language": "Langue",
}
