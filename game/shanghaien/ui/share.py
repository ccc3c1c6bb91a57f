"""Sharing by link: the share window (the `#g1=` link of a game, to copy), and the window a
shared link opens (watch it, or for a game of two people play on). The record rides in the
fragment, so no server ever sees it; names in it are untrusted and shown as text."""

from __future__ import annotations

from typing import Any

from game import saves
from game.saves.keys import FIRST_GAME
from game.shanghaien.replay import summary
from game.ui import site
from game.ui.browser import document, window
from game.ui.dom import button, by_id, fill, h
from game.ui.i18n import t
from game.shanghaien.ui.session import DEFAULT_NAMES, clean_name

SHARE_ID = "dialog-share"
LINK_ID = "dialog-link"


def _dialog(dialog_id: str, title_id: str) -> Any:
    found = by_id(dialog_id)
    if found is None:
        found = h("dialog", {"id": dialog_id, "class": "share-dialog", "aria-labelledby": title_id})
        document.body.appendChild(found)
    return found


def page_address() -> str:
    """The page's address without query or fragment (the link's base: test and debug switches stay home)."""
    return str(window.location.origin) + str(window.location.pathname)


def clear_fragment() -> None:
    """Put the board's own address in place of the link's, without a reload, so a reload opens the
    board (not the link again, and not the chooser)."""
    location = window.location
    window.history.replaceState(None, "", str(location.pathname) + str(location.search) + site.address(FIRST_GAME))


def is_hot_seat(players: list[dict] | None) -> bool:
    """True for a game of two people (the only kind a link may be played on from)."""
    return not players or all(p.get("type") == "human" for p in players)


def names_of(players: list[dict] | None) -> tuple[str, str]:
    """The two display names of a record's players, cleaned as the board shows them."""
    if not players:
        return DEFAULT_NAMES
    return tuple(clean_name(str(p.get("name", ""))) or DEFAULT_NAMES[i] for i, p in enumerate(players))


def open_share(link: str | None, hot_seat: bool, problem: str = "") -> None:
    """Show the share window with `link` (or, when the game cannot go in a link, why not)."""
    dialog = _dialog(SHARE_ID, "share-title")
    body = [h("h2", {"class": "dialog-title", "id": "share-title", "text": t("saves.share.title")})]
    if link is None:
        body.append(h("p", {"class": "share-problem", "role": "alert", "text": problem}))
    else:
        body += [h("p", {"text": t("saves.share.text")}),
                 h("p", {"text": t("saves.share.hot_seat")}) if hot_seat else None,
                 h("label", {"class": "field"}, h("span", {"text": t("saves.share.link_label")}),
                   h("input", {"id": "share-link", "readonly": True, "value": link})),
                 h("p", {"class": "share-status", "id": "share-status", "role": "status"})]
    body.append(h("div", {"class": "dialog-buttons"},
                  button(t("saves.close"), "ui:close-dialog", cls="button button-quiet"),
                  button(t("saves.share.copy"), "saves:copy-link", cls="button button-primary", id="share-copy")
                  if link is not None else None))
    fill(dialog, *body)
    if not dialog.open:
        dialog.showModal()
    field = by_id("share-link")
    if field is not None:
        field.select()


def copied(ok: bool) -> None:
    """Say whether the link reached the clipboard (if not, the field stays selected to copy by hand)."""
    status = by_id("share-status")
    if status is not None:
        status.textContent = t("saves.share.copied") if ok else t("saves.share.copy_failed")
    if not ok and by_id("share-link") is not None:
        by_id("share-link").select()


def open_offer(game: saves.Imported, can_replay: bool) -> None:
    """The window a shared link opens: what game it is, and watch or play on."""
    dialog = _dialog(LINK_ID, "link-title")
    names = names_of(game.players)
    s = summary(game.state)
    a, b = game.state.scores()
    line = (t("saves.link.summary_over", a=names[0], b=names[1], sa=a, sb=b) if s["finished"]
            else t("saves.link.summary", a=names[0], b=names[1], round=s["round"], sa=a, sb=b))
    hot_seat = is_hot_seat(game.players)
    can_play = hot_seat and not s["finished"]
    notes = []
    if can_play:
        notes.append(t("saves.link.play_note"))
    elif not hot_seat:
        notes.append(t("saves.link.not_hot_seat"))
    fill(dialog,
         h("h2", {"class": "dialog-title", "id": "link-title", "text": t("saves.link.title")}),
         h("p", {"class": "link-summary", "text": line}),
         *(h("p", {"class": "link-note", "text": n}) for n in notes),
         h("div", {"class": "dialog-buttons"},
           button(t("saves.link.close"), "ui:close-dialog", cls="button button-quiet"),
           button(t("saves.link.watch"), "saves:link-watch", cls="button") if can_replay else None,
           button(t("saves.link.play"), "saves:link-play", cls="button button-primary") if can_play else None))
    if not dialog.open:
        dialog.showModal()


def open_refused(reason: str) -> None:
    """The window for a link that cannot be opened: why, and that nothing changed."""
    dialog = _dialog(LINK_ID, "link-title")
    fill(dialog,
         h("h2", {"class": "dialog-title", "id": "link-title", "text": t("saves.link.refused_title")}),
         h("p", {"class": "link-problem", "role": "alert", "text": reason}),
         h("p", {"text": t("saves.link.refused_text")}),
         h("div", {"class": "dialog-buttons"},
           button(t("saves.ok"), "ui:close-dialog", cls="button button-primary")))
    if not dialog.open:
        dialog.showModal()
