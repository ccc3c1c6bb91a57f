"""What a page address opens: the chooser, a game's board, or the first game for addresses from
before the chooser; and which games the chooser offers (only those with a board)."""

from __future__ import annotations

import pytest

from game import registry
from game.registry import GameDescriptor
from game.saves.keys import FIRST_GAME
from game.ui import site

LANGS = ("en", "de", "it", "fr")


def descriptor(game_id: str, board: str) -> GameDescriptor:
    return GameDescriptor(id=game_id, format=f"{game_id}-record", package="tests", names={l: game_id for l in LANGS},
                          blurbs={l: "-" for l in LANGS}, players=(2, 4), levels=("x",), default_level="x",
                          board=board)


def only(monkeypatch: pytest.MonkeyPatch, *others: GameDescriptor) -> None:
    """The registry holds the first game and `others` alone (whatever boards the site has today)."""
    first = registry.by_id(FIRST_GAME)
    monkeypatch.setattr(registry, "_GAMES", {game.id: game for game in (first, *others)})


@pytest.fixture()
def second_board(monkeypatch: pytest.MonkeyPatch) -> GameDescriptor:
    game = descriptor("second-board", "tests.no_such_board")
    only(monkeypatch, game)
    return game


@pytest.fixture()
def no_board(monkeypatch: pytest.MonkeyPatch) -> GameDescriptor:
    game = descriptor("engine-only", "")
    only(monkeypatch, game)
    return game


def test_with_one_board_the_bare_address_opens_it_and_the_chooser_has_its_own(no_board):
    assert [g.id for g in site.playable()] == ["shanghaien"]
    assert site.route("") == site.route("#") == "shanghaien"
    assert site.route("#/") == site.CHOOSER
    assert site.route("#/shanghaien") == "shanghaien"
    assert site.route("#/engine-only") == site.CHOOSER  # a game without a board is not offered


def test_with_two_boards_the_bare_address_opens_the_chooser(second_board):
    assert [g.id for g in site.playable()] == ["shanghaien", "second-board"]
    assert site.route("") == site.CHOOSER
    assert site.route("#/second-board") == "second-board"
    assert site.route("#/second-board/anything") == "second-board"
    assert site.route("#/chess") == site.CHOOSER


def test_every_game_of_the_site_has_a_board_at_its_own_address():
    assert [g.id for g in site.playable()] == [g.id for g in registry.games()]
    for game in registry.games():
        assert site.route(site.address(game.id)) == game.id
    assert site.route("") == site.CHOOSER


def test_addresses_from_before_the_chooser_stay_the_first_games(second_board):
    assert site.route("#g1=eJyrVkrLz1eyUkpKLFKqBQApnQS_") == "shanghaien"
    assert site.route("#help-tricks") == "shanghaien"
    assert site.address("second-board") == "#/second-board" and site.address() == "#/"
