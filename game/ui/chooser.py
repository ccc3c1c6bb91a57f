"""The game chooser, the site's first screen: each game with a board, its picture, how many play,
one line on what it is, and the player's game in progress and saved games of it."""

from __future__ import annotations

from typing import Any

from game import saves
from game.registry import GameDescriptor
from game.ui import site
from game.ui.dom import by_id, fill, h
from game.ui.i18n import current_language, t


def players_line(game: GameDescriptor) -> str:
    """ "2 players", or "3-8 players" for a game of several seat counts."""
    low, high = game.players
    if low == high:
        return t("chooser.players", count=low)
    return t("chooser.players_range", low=low, high=high)


def saved_line(storage: Any, game: GameDescriptor) -> tuple[str, str | None]:
    """How many games of this game are saved, and the name of the one to resume (None: none)."""
    shelf = saves.shelf_for(game.id)
    listing = saves.list_games(storage, shelf=shelf)
    current = saves.get_current(storage, shelf=shelf)
    resume = next((info.name for info in listing.in_progress if info.id == current), None)
    return t("chooser.saved", count=len(listing.games)), resume


def card(storage: Any, game: GameDescriptor) -> Any:
    """One game on the chooser."""
    lang = current_language()
    count, resume = saved_line(storage, game)
    title_id = f"chooser-{game.id}"
    actions = [h("a", {"class": "button button-primary", "href": site.address(game.id),
                       "text": t("chooser.resume") if resume else t("chooser.play"),
                       "aria-describedby": title_id})]
    body = [h("h3", {"class": "chooser-name", "id": title_id, "text": game.name(lang)}),
            h("p", {"class": "chooser-players", "text": players_line(game)}),
            h("p", {"class": "chooser-blurb", "text": game.blurbs.get(lang) or game.blurbs["en"]})]
    if resume:
        body.append(h("p", {"class": "chooser-resume", "text": t("chooser.in_progress", name=resume)}))
    body.append(h("p", {"class": "chooser-saved", "text": count}))
    picture = h("img", {"class": "chooser-picture", "src": game.picture, "alt": "", "width": "96",
                        "height": "96"}) if game.picture else None
    return h("li", {"class": "chooser-game"}, picture, h("div", {"class": "chooser-text"}, *body),
             h("div", {"class": "chooser-actions"}, *actions))


def render(storage: Any) -> None:
    """Draw the chooser in the current language."""
    fill(by_id("chooser"),
         h("h1", {"class": "chooser-title", "id": "chooser-title", "text": t("chooser.title")}),
         h("ul", {"class": "chooser-games"}, *(card(storage, game) for game in site.playable())))
