"""Share links on the page: the share window (the game's link to copy, or why it may not go in
one) and taking up a game a link in the address carries. What may be shared and how a link is
written is sharing's; this module only talks to the saves layer and the page."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from typing import Any

from game import saves
from game.saves.shelf import Shelf
from game.ui.dom import is_null
from game.ui.i18n import say as say_phrase  # a Phrase of the saves layer (a link refused) in the player's language
from game.ui.i18n import t

from ..descriptor import DESCRIPTOR
from ..record import Record
from . import panels, sharing

FIELD, STATUS = "#sr-share-link", "#sr-share-status"


@dataclass(frozen=True)
class TakenUp:
    """A link's game stored as a new saved game (`game_id`), or None with the reason in `message`."""

    game_id: str | None
    message: str


def share_window(record: Record, shelf: Shelf, page: str) -> Any:
    """The share window for `record`: its link (the board at `page`), or why it may not be shared."""
    fault = sharing.share_fault(record.state.over, record.players)
    if fault:
        return panels.share(None, t(fault))
    try:
        fragment = saves.encode_link(record, record.players, shelf=shelf)
    except saves.LinkRefused as err:
        return panels.share(None, say_phrase(err.reason))
    return panels.share(sharing.link_of(page, fragment))


def select_link(root: Any) -> None:
    """Select the link in an open share window, ready to copy by hand."""
    field = root.querySelector(FIELD)
    if not is_null(field):
        field.select()


def copy_link(root: Any, clipboard: Any) -> None:
    """Copy the share window's link to `clipboard`, saying whether it worked (else it stays selected)."""
    field, status = root.querySelector(FIELD), root.querySelector(STATUS)
    if is_null(field) or is_null(status):
        return
    field.select()
    asyncio.ensure_future(_copy(str(field.value), status, clipboard))


async def _copy(text: str, status: Any, clipboard: Any) -> None:
    try:
        await clipboard.writeText(text)
        status.textContent = t("sr.share.copied")
    except Exception:  # noqa: BLE001 (no clipboard or no permission: the field stays selected)
        status.textContent = t("sr.share.copy_failed")


def take_up(storage: Any, fragment: str) -> TakenUp:
    """Store the game of a link's `fragment` as a new saved game (the hands over by then count as
    seen by whoever shared it), or say why not."""
    try:
        shared = saves.decode_link(fragment)
    except saves.LinkRefused as err:
        return TakenUp(None, say_phrase(err.reason))
    if shared.game != DESCRIPTOR.id:
        return TakenUp(None, t("sr.share.other_game"))
    seen = len(shared.state.state.hand_points)
    game, _ = saves.store_new(storage, replace(shared, x={"seen": seen}))
    return TakenUp(game.id, t("sr.share.opened"))


def plain_address(location: Any, history: Any) -> None:
    """Put the board's own address back in place of a link's, so a reload does not take it up twice."""
    history.replaceState(None, "", str(location.pathname) + str(location.search) + "#/" + DESCRIPTOR.id)


__all__ = ["TakenUp", "copy_link", "plain_address", "select_link", "share_window", "take_up"]
