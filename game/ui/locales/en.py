"""Interface phrases in English (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    "menu.language": "Language",
}
