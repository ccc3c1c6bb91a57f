"""Accessibility audit: axe-core (npm, pinned in package.json) on every screen a player reaches.

Each test walks a few screens and audits each one in place; it fails on any serious or critical
violation and on any colour-contrast violation (text must be readable, whatever axe's impact,
and one-character text such as a score counts too), listing every finding with its rule, impact
and selectors. axe comes from node_modules and is injected into the page by the test: the
published site does not carry it. AXE_REPORT=FILE appends every finding, of any impact, to FILE.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.conftest import wait_until_ready
from e2e.play import (BOARD, CHOOSER, TRICK_ROUND, button, game_page, open_position, random_game_record, record,  # noqa: F401
                      settle, start_game, trick_deck, url)
from game.saves import keys

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
FAILING_IMPACTS = ("serious", "critical")
ALWAYS_FAILING_RULES = ("color-contrast",)  # text that cannot be read fails at any impact
OPTIONS = {"extra_wild": True, "sharks": True}
ROLLED = TRICK_ROUND + ["roll 3 4", "dir up"]

# Violations, and the contrast checks axe could not decide (text over an image or a gradient):
# those are kept as "color-contrast-review" for the AXE_REPORT file, and fail nothing.
RUN_AXE = """async () => {
  // Contrast of every text, also one or two characters long (a card's number): axe skips those by
  // default, as possibly icons. configure() replaces a check's options, so keep the defaults.
  const contrast = axe._audit.checks["color-contrast"].options;
  axe.configure({checks: [{id: "color-contrast", options: {...contrast, ignoreLength: true}}]});
  // A card still rising into place is not the screen a player reads: end what is moving.
  for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  const results = await axe.run(document, {resultTypes: ["violations", "incomplete"]});
  const review = results.incomplete.filter((v) => v.id === "color-contrast")
    .map((v) => ({...v, id: "color-contrast-review", impact: "review"}));
  return [...results.violations, ...review].map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), summary: n.failureSummary || n.any?.[0]?.message || ""})),
  }));
}"""


class Audit:
    """Runs axe on the page's current screen and keeps what fails, to report it all at the end."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.found: list[tuple[str, dict]] = []  # (screen, violation), every impact

    def __call__(self, screen: str) -> None:
        if not self.page.evaluate("typeof window.axe === 'object'"):
            self.page.add_script_tag(path=str(AXE))
        # Cards the computer lays down while axe runs would be caught half-faded in: audit what
        # stands still, as the board does for a player who asks for reduced motion.
        self.page.emulate_media(reduced_motion="reduce")
        try:
            self.found += [(screen, violation) for violation in self.page.evaluate(RUN_AXE)]
        finally:
            self.page.emulate_media(reduced_motion="no-preference")

    def failures(self) -> list[str]:
        """The failing rules, each once: impact, the screens it was seen on, its selectors and why."""
        rules: dict[str, dict] = {}
        for screen, violation in self.found:
            if violation["impact"] in FAILING_IMPACTS or violation["id"] in ALWAYS_FAILING_RULES:
                rule = rules.setdefault(violation["id"], {**violation, "screens": [], "targets": {}})
                rule["screens"].append(screen)
                for node in violation["nodes"]:
                    rule["targets"].setdefault(node["target"], " ".join(node["summary"].split()))
        return [describe(rule) for rule in rules.values()]

    def check(self) -> None:
        report = os.environ.get("AXE_REPORT")  # a file to append every finding to, any impact, as JSON lines
        if report:
            with open(report, "a", encoding="utf-8") as out:
                for screen, violation in self.found:
                    out.write(json.dumps({"screen": screen, **violation}) + "\n")
        failures = self.failures()
        assert not failures, "axe found accessibility violations:\n" + "\n".join(failures)


def describe(rule: dict) -> str:
    """One failing rule, readable in a test report."""
    lines = [f"{rule['id']} ({rule['impact']}): {rule['help']}", f"  on: {'; '.join(dict.fromkeys(rule['screens']))}"]
    targets = list(rule["targets"].items())
    for target, summary in targets[:8]:
        lines.append(f"    {target}  -- {summary[:240]}")
    if len(targets) > 8:
        lines.append(f"    ... and {len(targets) - 8} more")
    return "\n".join(lines)


@pytest.fixture
def audit(game_page: Page) -> Iterator[Audit]:
    """An auditor for the test's page; the test fails at its end if any audited screen failed."""
    auditor = Audit(game_page)
    yield auditor
    auditor.check()


def open_board(page: Page, site_url: str, seed: int = 3) -> None:
    page.goto(url(site_url, seed))
    wait_until_ready(page)


@pytest.mark.first_visit  # the boot screen of a visit that has to fetch the game
def test_boot_screen(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:  # Python cannot start before it has the game
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/game.zip", hold)
    page.goto(site_url + BOARD)
    expect(page.get_by_role("progressbar", name="Starting the game")).to_be_visible()
    expect(page.locator("#boot-step")).not_to_have_text("Loading the page…", timeout=120_000)
    audit("boot progress")
    expect(page.locator("body")).not_to_have_attribute("data-ready", re.compile(".*"))
    released = True
    for route in held:
        route.continue_()
    wait_until_ready(page)


def test_dialogs_and_the_first_turn(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    open_board(page, site_url)
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    audit("new game dialog")
    start_game(page, first="I start")
    audit("board: start of turn")
    button(page, "Roll").click()
    expect(page.get_by_role("button", name=re.compile("^Count from the left"))).to_be_visible()
    audit("board: rolled, direction to choose")
    page.locator("#turn .die-button").first.hover()
    expect(page.locator("#reason-line")).to_contain_text("Not now")
    audit("board: a disabled die says why")
    page.get_by_role("button", name=re.compile("^Count from the left")).click()
    expect(page.locator("#turn .die-button:not([aria-disabled])").first).to_be_visible()
    audit("board: direction chosen, dice to place")
    page.locator("#turn .die-button").first.click()
    settle(page)
    audit("board: after placing, with the Shanghai preview")
    button(page, "Settings").click()
    expect(page.get_by_role("dialog", name="Settings")).to_be_visible()
    audit("settings dialog")
    button(page, "Done").click()
    button(page, "Roll").click()
    button(page, "Hint").click()
    expect(page.locator("#hint-line")).to_contain_text(re.compile(r"^Hint: \w"), timeout=60_000)
    audit("board: a hint")


def test_trick_cards(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    open_position(page, site_url, record(ROLLED, deck=trick_deck(), options=OPTIONS))
    expect(page.get_by_role("group", name="Trick cards you can play")).to_be_visible()
    audit("board: trick cards beside the dice")
    button(page, "Play Die +/-1 as a wild 2 Sailors").click()
    expect(page.get_by_role("group", name="Which crew does the wild sailor join?")).to_be_visible()
    audit("board: trick choice, which crew")
    button(page, "Back").click()
    page.get_by_role("button", name=re.compile(r"^Die (\+\/-|±)1: change a die")).click()
    expect(page.get_by_role("group", name="Which die, and up or down?")).to_be_visible()
    audit("board: trick choice, which die")
    button(page, "Back").click()
    button(page, "Sharks: the card your die goes onto is removed").click()
    expect(page.locator("#banner")).to_contain_text("goes to the sharks")
    audit("board: sharks armed")
    button(page, "Place the 3 on the American 4").click()
    settle(page)
    audit("board: a card sent to the sharks")


def test_round_end_and_score_windows(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    open_position(page, site_url, record(TRICK_ROUND, deck=trick_deck()))
    expect(page.locator("#overview-caption")).to_contain_text("Round 1 is over.")
    audit("round end overview")
    for name, window in (("Red's German crew: strength 3", "Red's German crew: 3"),
                         ("Red holds 3 unused trick cards", "Red's unused trick cards"),
                         ("Red's score if the game ended now: 6", "Red: 6 points if the game ended now")):
        button(page, name).hover()
        expect(page.get_by_role("dialog", name=window)).to_be_visible()
        audit(f"score window: {window}")
    page.get_by_role("button", name=re.compile("German.*still to come")).hover()
    expect(page.get_by_role("dialog", name="German: still to come")).to_be_visible()
    audit("score window: still to come")
    page.mouse.move(0, 0)
    button(page, "Roll").click()
    page.get_by_role("log", name="Game log").get_by_role("button", name=re.compile(r"\bround 1\b", re.I)).click()
    expect(page.get_by_role("dialog", name="Round 1")).to_be_visible()
    audit("round window")


def test_game_end(game_page: Page, site_url: str, audit: Audit) -> None:
    data = random_game_record(4, {"extra_wild": True}, level="captain")
    page = game_page
    open_position(page, site_url, data)
    expect(page.locator("body")).to_have_attribute("data-game", "over")
    audit("board: game over")
    button(page, "Final scoring").click()
    expect(page.get_by_role("dialog", name="Final scoring")).to_be_visible()
    audit("final scoring dialog")


@pytest.mark.allow_console_errors
@pytest.mark.first_visit
def test_error_panel(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    page.goto(site_url + "?boot_error=1")
    expect(page.get_by_role("alert")).to_be_visible(timeout=120_000)
    audit("boot error panel")


def test_a_phone_layout(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    page.set_viewport_size({"width": 375, "height": 740})  # narrow: the score windows open as sheets
    open_position(page, site_url, record(ROLLED, deck=trick_deck(), options=OPTIONS))
    expect(page.get_by_role("group", name="Trick cards you can play")).to_be_visible()
    audit("phone: trick cards beside the dice")
    button(page, "Red's German crew: strength 3").click()
    expect(page.get_by_role("dialog", name="Red's German crew: 3")).to_be_visible()
    audit("phone: a score window as a sheet")


def test_replay_viewer_and_statistics(game_page: Page, site_url: str, audit: Audit) -> None:
    data = random_game_record(5, {"sharks": True}, level="mate")
    page = game_page
    open_position(page, site_url, data)
    button(page, "Watch replay").click()
    viewer = page.get_by_role("dialog", name="Replay: Red against Mate")
    expect(viewer).to_be_visible()
    audit("replay viewer: the start")
    button(page, "Round 2").click()
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    audit("replay viewer: a move in round 2")
    button(page, "To the last move").click()
    audit("replay viewer: the last move")
    button(page, "Back to the game").click()
    button(page, "Statistics").click()
    expect(page.get_by_role("dialog", name="Statistics")).to_be_visible()
    audit("statistics")
    page.set_viewport_size({"width": 375, "height": 740})
    audit("phone: statistics")
    button(page, "Close").click()
    button(page, "Watch replay").click()
    expect(viewer).to_be_visible()
    audit("phone: replay viewer")


def test_the_game_review(game_page: Page, site_url: str, audit: Audit) -> None:
    data = random_game_record(4, level="captain")
    page = game_page
    open_position(page, site_url, data)
    button(page, "Final scoring").click()
    button(page, "Review my game").click()
    window = page.get_by_role("dialog", name="Review of Red's game")
    expect(window).to_have_attribute("data-state", "done", timeout=60_000)
    audit("game review")
    window.get_by_role("button", name=re.compile("^Show move")).first.click()
    expect(page.locator("#replay-review-note")).to_be_visible()
    audit("replay viewer: a reviewed move")
    button(page, "Back to the game").click()
    expect(window).to_have_attribute("data-state", "done")
    page.set_viewport_size({"width": 375, "height": 740})
    audit("phone: game review")


def test_rules_help_and_first_game_guide(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    open_board(page, site_url)
    start_game(page, first="I start")
    button(page, "Roll").click()
    expect(page.get_by_role("note", name="Tip")).to_be_visible()
    audit("board: a first-game tip")
    button(page, "Rules").click()
    help_dialog = page.get_by_role("dialog", name="How to play")
    expect(help_dialog).to_be_visible()
    audit("rules help")
    page.set_viewport_size({"width": 375, "height": 740})
    help_dialog.get_by_role("link", name="The final scoring").click()
    audit("phone: rules help at the final scoring")


@pytest.mark.parametrize(("code", "help_title"), [("de", "So wird gespielt"), ("it", "Come si gioca"),
                                                  ("fr", "Comment jouer")])
def test_a_board_in_another_language(game_page: Page, site_url: str, audit: Audit, code: str, help_title: str) -> None:
    page = game_page
    page.add_init_script(f"localStorage.setItem('{keys.SETTINGS}', JSON.stringify({{language: '{code}'}}))")
    open_position(page, site_url, record(ROLLED, deck=trick_deck(), options=OPTIONS))
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator(".trick-tray")).to_be_visible()
    audit(f"{code}: trick cards beside the dice")
    page.set_viewport_size({"width": 375, "height": 740})
    audit(f"{code} on a phone")
    page.locator("#help-here").click()
    expect(page.get_by_role("dialog", name=help_title)).to_be_visible()
    audit(f"{code}: rules help")


def test_the_game_chooser(game_page: Page, site_url: str, audit: Audit) -> None:
    page = game_page
    page.goto(url(site_url, 3, screen=CHOOSER))
    wait_until_ready(page)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    audit("game chooser")
    page.set_viewport_size({"width": 375, "height": 740})
    audit("phone: game chooser")


def test_shanghai_rummy_screens(game_page: Page, site_url: str, audit: Audit) -> None:
    from e2e import shanghai_rummy_play as sr
    from e2e.test_shanghai_rummy_turns import find

    page = game_page
    sr.open_board(page, site_url, seed=3)  # the test's storage starts empty: a first game
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    audit("rummy: new game dialog")
    sr.open_position(page, site_url, find(lambda s: s.turn == 0 and s.step == "play" and s.down[0] and s.h >= 2))
    sr.highlight(page)
    sr.hand_cards(page).first.click()
    audit("rummy: a turn with a card picked and the melds' buttons")
    sr.open_position(page, site_url, find(lambda s: s.step == "buy" and s.asked == 0))
    audit("rummy: the buy window")
    page.get_by_role("navigation", name="Game menu").get_by_role("button", name="More", exact=True).click()
    audit("rummy: the More menu open")
    page.keyboard.press("Escape")
    for entry, name in (("Rules", "How Shanghai rummy is played"), ("Score sheet", "Score sheet"),
                        ("Saved games", "Saved games")):
        sr.menu(page, entry)
        expect(page.get_by_role("dialog", name=name)).to_be_visible()
        audit(f"rummy: {name}")
        page.get_by_role("dialog", name=name).get_by_role("button", name="Close").click()
    sr.open_position(page, site_url, sr.position(4, lambda s: s.h == 3), seen=1)
    expect(page.get_by_role("dialog", name="Hand 2 is over")).to_be_visible()
    audit("rummy: a hand's result")
    sr.open_position(page, site_url, sr.position(6, lambda s: False))
    expect(page.get_by_role("dialog", name="The game is over")).to_be_visible()
    audit("rummy: the final ranking")
    page.get_by_role("dialog", name="The game is over").get_by_role("button", name="Replay").click()
    expect(sr.board(page)).to_have_attribute("data-phase", "replay")
    audit("rummy: the replay, every hand open")
    sr.menu(page, "Share")
    expect(page.get_by_role("dialog", name="Share this game")).to_be_visible()
    audit("rummy: the share window")
    page.get_by_role("dialog", name="Share this game").get_by_role("button", name="Close").click()
    sr.menu(page, "Statistics")
    expect(page.get_by_role("dialog", name="Statistics")).to_be_visible()
    audit("rummy: the statistics window")
    from game.shanghai_rummy.ui.setup import Setup

    two = find(lambda s: s.h == 2 and s.step == "take" and s.turn == 1,
               setup=Setup(["person", "person", "regular"], ["Zoe", "Anna", "Ben"]))
    sr.open_position(page, site_url, two)
    expect(sr.board(page).get_by_role("heading", name="Pass the device to Anna")).to_be_visible()
    audit("rummy: the screen that hides the hand between two people")
    page.set_viewport_size({"width": 375, "height": 760})
    sr.open_position(page, site_url, find(lambda s: s.turn == 0 and s.step == "take" and s.h == 4))
    audit("rummy: a phone, time to take or draw")
    for code, hand in (("de", "Runde"), ("it", "Mano"), ("fr", "Donne")):
        page.locator("#language").select_option(code)
        expect(sr.board(page).locator(".sr-hand-title")).to_have_text(re.compile(f"^{hand} "))
        audit(f"rummy: a phone in {code}")


def test_penny_shanghai_screens(game_page: Page, site_url: str, audit: Audit) -> None:
    from e2e import penny_shanghai_play as ps
    from e2e.test_penny_shanghai_board import SEVENS

    page = game_page
    ps.open_board(page, site_url)
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    audit("penny shanghai: new game dialog")
    ps.button(page, "Start game").click()
    ps.settle(page)
    audit("penny shanghai: the table")
    ps.open_board(page, site_url, SEVENS)
    ps.card(ps.hand(page), "KC").click()
    ps.button(ps.board(page), "Put in group 1").click()
    audit("penny shanghai: an invalid group and Play off")
    ps.button(page, "Rules").click()
    audit("penny shanghai: rules")
    page.keyboard.press("Escape")
    ps.button(page, "Saved games").click()
    audit("penny shanghai: saved games")
    page.keyboard.press("Escape")
    page.set_viewport_size({"width": 375, "height": 740})
    audit("penny shanghai: phone")
    out = ps.record([{"name": "Ann", "type": "human"}, {"name": "Gran", "type": "ai", "level": "aunt"}], 1,
                    [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]])
    ps.open_board(page, site_url, out)
    ps.play_hinted(page)
    audit("penny shanghai: a hand's end")
    ps.open_board(page, site_url)
    ps.start_game(page, ("human", "human"), ("Ann", "Ben"))
    audit("penny shanghai: the hiding screen")
    for code in ("de", "it", "fr"):
        page.locator("#language").select_option(code)
        audit(f"penny shanghai: {code}")
    page.locator("#language").select_option("en")
