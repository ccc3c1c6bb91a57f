"""The first-game guide: a few tips, one at a time, at the moments a newcomer cannot guess (the
banner already says roll and place a die): the direction, the preview, a trick card, and a
Shanghai that would pay. A tip goes for good once dismissed or once the moment it explains has
passed; all tips stop when switched off ("No more tips") or when a game ends (game/shanghaien/ui/settings.py
remembers it).

Pure Python: `next_tip` reads the board view, `tip_panel` builds the note (in the turn panel's
flow, never over a control).
"""

from __future__ import annotations

from typing import Any

# Each tip: the control it points at (a CSS selector, to highlight) and the help section it links to.
TIPS: dict[str, tuple[str, str]] = {
    "direction": (".captain-button", "dice"),
    "trick": ("#turn .trick-tray", "tricks"),
    "preview": ("#tavern-board .preview", "round"),
    "shanghai": ('#turn [data-act="ui:shanghai"]', "shanghai"),
}


def applicable(board: dict, human_turn: bool, preview_on: bool) -> list[str]:
    """The tips that fit the position now, most pressing first (empty unless a person is to move)."""
    if not human_turn or board["over"]:
        return []
    out = []
    legal = board["legal"]
    if board["phase"] == 2:
        if "dir up" in legal:
            out.append("direction")
        elif board["trick_menu"]:
            out.append("trick")
    elif board["phase"] == 0:
        if "shanghai" in legal and shanghai_pays(board):
            out.append("shanghai")
        if preview_on and any(sum(slot["dice"]) for slot in board["tavern"]):
            out.append("preview")
    return out


def shanghai_pays(board: dict) -> bool:
    """True when the preview gives the player to move more of the tavern's cards than the opponent."""
    p = board["to_move"]
    takers = [award["taker"] for award in board["preview"]]
    return p is not None and takers.count(p) > takers.count(1 - p)


class Guide:
    """Which tip shows now, and which are done; the App saves `done` and `on` in the settings."""

    def __init__(self, on: bool, done: list[str]) -> None:
        """Start from the remembered switch and the tips already seen."""
        self.on = on
        self.done: set[str] = {tip for tip in done if tip in TIPS}
        self.shown: str | None = None

    def next_tip(self, board: dict, human_turn: bool, preview_on: bool) -> str | None:
        """The tip to show for this position; a tip shown before that no longer fits counts as done."""
        if not self.on:
            self.shown = None
            return None
        fits = [tip for tip in applicable(board, human_turn, preview_on) if tip not in self.done]
        if self.shown is not None and self.shown not in fits:
            self.done.add(self.shown)
        self.shown = fits[0] if fits else None
        return self.shown

    def dismiss(self) -> None:
        """'Got it': the tip showing now never comes back."""
        if self.shown is not None:
            self.done.add(self.shown)
        self.shown = None

    def switch_off(self) -> None:
        """'No more tips' (or the first game has ended)."""
        self.on = False
        self.shown = None


def tip_panel(tip: str, h: Any, t: Any, button: Any) -> Any:
    """The note for one tip: what to do, a link into the rules, Got it and No more tips."""
    _, section = TIPS[tip]
    return h("aside", {"class": f"guide-tip guide-{tip}", "id": "guide-tip", "role": "note",
                       "aria-label": t("guide.label"), "data-tip": tip},
             h("p", {"class": "guide-text"}, h("strong", {"text": t(f"guide.{tip}.title") + " "}),
               t(f"guide.{tip}.text")),
             h("div", {"class": "guide-actions"},
               h("a", {"class": "help-link", "href": f"#help-{section}", "data-act": f"ui:help:{section}",
                       "text": t("turn.rules_link", section=t(f"help.title.{section}"))}),
               button(t("guide.ok"), "ui:tip-ok", cls="button button-quiet guide-button"),
               button(t("guide.off"), "ui:tips-off", cls="button button-quiet guide-button")))
