"""The games screen: every saved game (in progress, then finished) with who plays, the rules,
the round, the score and when it was last played, and its actions. Names are untrusted: text only."""

from __future__ import annotations

from typing import Any

from game import saves
from game.ui.browser import document, local_time
from game.ui.dom import button, by_id, fill, h
from game.ui.i18n import current_language, t
from game.shanghaien.ui.words import level_name

DIALOG_ID = "dialog-games"


def dialog() -> Any:
    """The games screen's <dialog>, created on first use."""
    found = by_id(DIALOG_ID)
    if found is None:
        found = h("dialog", {"id": DIALOG_ID, "class": "games-dialog", "aria-labelledby": "games-title"},
                  h("div", {"id": "games-body"}))
        document.body.appendChild(found)
    return found


def when(ms: int) -> str:
    """A date and time in the player's language, as the browser writes it."""
    return local_time(ms, current_language())


def opponent_line(game: saves.GameInfo) -> str:
    """Who plays: against the computer at which level, or two people on one device."""
    if game.level is not None:
        return t("saves.games.vs_ai", level=level_name(game.level) if game.level else "?")
    if game.types == ("human", "human"):
        return t("saves.games.hot_seat")
    return t("saves.games.vs_ai", level="?")


def options_line(game: saves.GameInfo) -> str:
    """The rule options the game was played with."""
    parts = []
    if game.options.get("extra_wild"):
        parts.append(t("saves.games.opt_extra_wild"))
    if game.options.get("sharks"):
        parts.append(t("saves.games.opt_sharks"))
    if game.options.get("next_start") == "alternate":
        parts.append(t("saves.games.opt_alternate"))
    return ", ".join(parts) if parts else t("saves.games.opt_none")


def state_line(game: saves.GameInfo) -> str:
    """How far it got: the round, or who won."""
    if not game.finished:
        return t("saves.games.round", round=game.round)
    if game.winner is None:
        return t("saves.games.draw")
    return t("saves.games.won", name=game.names[game.winner])


def row(game: saves.GameInfo, current: bool, can_replay: bool) -> Any:
    """One game's line: its name and facts, then its buttons (acts carry the game id)."""
    gid = game.id
    primary = t("saves.games.resume") if not game.finished else t("saves.games.show")
    actions = [
        button(primary, f"saves:resume:{gid}", cls="button button-small button-primary") if not current else
        h("span", {"class": "games-current", "text": t("saves.games.current")}),
        button(t("saves.games.replay"), f"saves:replay:{gid}", cls="button button-small") if can_replay else None,
        button(t("review.open_short"), f"saves:review:{gid}", cls="button button-small")
        if can_replay and game.finished else None,
        button(t("saves.games.rename"), f"saves:rename:{gid}", cls="button button-small"),
        button(t("saves.games.export"), f"saves:export:{gid}", cls="button button-small"),
        button(t("saves.games.link"), f"saves:link:{gid}", cls="button button-small"),
        button(t("saves.games.delete"), f"saves:delete:{gid}", cls="button button-small button-danger"),
    ]
    a, b = game.scores
    return h("li", {"class": "games-row" + (" is-current" if current else ""), "data-game": gid},
             h("h4", {"class": "games-name", "text": game.name}),
             h("p", {"class": "games-facts"},
               h("span", {"text": opponent_line(game)}), " · ",
               h("span", {"text": options_line(game)})),
             h("p", {"class": "games-facts"},
               h("strong", {"text": state_line(game)}), " · ",
               h("span", {"text": t("saves.games.score", a_name=game.names[0], a=a, b=b, b_name=game.names[1])}),
               " · ", h("span", {"text": t("saves.games.last_played", when=when(game.updated))})),
             h("div", {"class": "games-actions"}, *actions))


def section(title: str, games: tuple[saves.GameInfo, ...], current: str | None, can_replay: bool) -> Any:
    """A heading and the list of its games (nothing when there are none)."""
    if not games:
        return None
    return h("section", {"class": "games-section", "aria-label": title},
             h("h3", {"class": "games-heading", "text": f"{title} ({len(games)})"}),
             h("ul", {"class": "games-list"}, *(row(g, g.id == current, can_replay) for g in games)))


def render(listing: saves.Listing, current: str | None, can_replay: bool, welcome: bool,
           message: tuple[str, str] | None = None) -> None:
    """Fill the games screen from a listing (the current game marked); `message` is (tone, text) to show on top."""
    body = by_id("games-body") or dialog().querySelector("#games-body")
    tone, text = message or ("", "")
    fill(body,
         h("h2", {"class": "dialog-title", "id": "games-title", "text": t("saves.games.title")}),
         h("p", {"class": f"games-message games-{tone}", "id": "games-message",
                 "role": "alert" if tone == "error" else "status", "text": text}) if text else None,
         h("p", {"class": "games-intro", "text": t("saves.games.welcome")}) if welcome else None,
         h("p", {"class": "games-empty", "text": t("saves.games.empty")}) if not listing.games else None,
         section(t("saves.games.in_progress"), listing.in_progress, current, can_replay),
         section(t("saves.games.finished"), listing.finished, current, can_replay),
         h("p", {"class": "games-drop", "text": t("saves.games.drop_hint")}),
         h("div", {"class": "dialog-buttons"},
           button(t("saves.games.import"), "saves:import", cls="button button-quiet"),
           button(t("saves.games.new"), "saves:new", cls="button button-quiet"),
           button(t("saves.games.close"), "ui:close-dialog", cls="button button-primary", id="games-close")))
