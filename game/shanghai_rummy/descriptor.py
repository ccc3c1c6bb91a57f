"""Shanghai rummy's entry in the site's registry of games (pure data: nothing of the engine is imported)."""

from ..registry import GameDescriptor, Option


def _decks(players: int) -> int:
    return 2 if players <= 4 else players - 2


DESCRIPTOR = GameDescriptor(
    id="shanghai-rummy",
    format="shanghai-rummy-record",
    package="game.shanghai_rummy",
    names={"en": "Shanghai rummy", "de": "Shanghai-Rommé", "it": "Ramino Shanghai", "fr": "Rami Shanghai"},
    blurbs={
        "en": "Ten hands of contract rummy, each harder than the last, with wild deuces and buys.",
        "de": "Zehn Runden Kontrakt-Rommé, jede schwerer als die vorige, mit wilden Zweien und Zukäufen.",
        "it": "Dieci mani di ramino a contratto, ognuna più dura della precedente, con i due jolly e gli acquisti.",
        "fr": "Dix donnes de rami à contrat, chacune plus dure que la précédente, avec les deux jokers et les achats.",
    },
    players=(3, 8),
    levels=("kibitzer", "regular", "hustler", "shark"),
    default_level="shark",
    baselines=("random", "greedy"),
    options=(
        Option("decks", _decks, (1, 2, 3, 4, 5, 6), "52-card decks in the pack (2 up to 4 players, one more per extra player)"),
        Option("buys", [3, 3, 3, 3, 3, 3, 3, 4, 4, 4], (), "buys per player in each of the ten hands"),
    ),
    hidden_hands=True,
    board="game.shanghai_rummy.ui.board",
    stylesheets=("./assets/cards.css", "./assets/rummy-stats.css", "./assets/shanghai-rummy.css"),
    picture="./assets/shanghai-rummy.svg",
)
