"""Penny Shanghai's entry in the site's registry of games (pure data: nothing of the engine is imported)."""

from ..registry import GameDescriptor, Option

DESCRIPTOR = GameDescriptor(
    id="penny-shanghai",
    format="penny-shanghai-record",
    package="game.penny_shanghai",
    names={"en": "Penny Shanghai", "de": "Penny-Shanghai", "it": "Shanghai del centesimo", "fr": "Shanghai à un sou"},
    blurbs={
        "en": "A family rummy for a penny pot: rebuild the shared table of sets and runs to shed your five cards first.",
        "de": "Familien-Rommé um einen Pfennigtopf: Baue die gemeinsamen Sätze und Folgen um und werde als Erster "
              "deine fünf Karten los.",
        "it": "Un ramino di famiglia per un piatto di centesimi: rimescola i tris e le scale del tavolo e liberati "
              "per primo delle tue cinque carte.",
        "fr": "Un rami familial pour une cagnotte de sous : refaites les séries et les suites du tapis et posez vos "
              "cinq cartes le premier.",
    },
    players=(2, 10),
    levels=("cousin", "aunt", "grandma"),
    default_level="grandma",
    baselines=("random", "greedy"),
    options=(
        Option("decks", lambda players: 1 if players <= 4 else 2, (1, 2, 3, 4), "52-card decks in the pack"),
        Option("pennies", 12, (), "each player's pennies at the start (1 to 1000)"),
        Option("hands", 10, (), "the most hands a game lasts (1 to 100)"),
        Option("next_dealer", "left", ("left", "winner-first"), "who deals the next hand"),
    ),
    hidden_hands=True,
    board="game.penny_shanghai.ui.board",
    stylesheets=("./assets/cards.css", "./assets/rummy-stats.css", "./assets/penny-shanghai.css"),
    picture="assets/penny-shanghai.svg",
)
