"""Shanghaien's entry in the site's registry of games (pure data: nothing of the engine is imported)."""

from ..registry import GameDescriptor, Option

DESCRIPTOR = GameDescriptor(
    id="shanghaien",
    format="shanghaien-record",
    package="game.shanghaien",
    names={"en": "Shanghaien", "de": "Shanghaien", "it": "Shanghaien", "fr": "Shanghaien"},
    blurbs={
        "en": "Two captains roll dice for the sailors of a dockside tavern.",
        "de": "Zwei Kapitäne würfeln um die Matrosen einer Hafenkneipe.",
        "it": "Due capitani si contendono a dadi i marinai di una taverna del porto.",
        "fr": "Deux capitaines se disputent aux dés les marins d'une taverne du port.",
    },
    players=(2, 2),
    levels=("deckhand", "bosun", "mate", "captain"),
    default_level="captain",
    baselines=("random", "greedy", "mcts", "mcts-captain"),
    options=(
        Option("next_start", "non-caller", ("non-caller", "alternate"), "who starts the next round"),
        Option("extra_wild", False, (False, True), "play with the extra wild card *W"),
        Option("sharks", False, (False, True), "play with the sharks/exchange card *X"),
    ),
    hidden_hands=True,  # the draw pile and the opponent's trick cards are hidden
    board="game.shanghaien.ui.app",
    picture="assets/icons/icon.svg",
)
