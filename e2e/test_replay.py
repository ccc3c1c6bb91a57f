"""The replay viewer in Chromium: a finished game stepped through move by move, each position
checked against what the engine says after that many moves of the record; the saved game is
left exactly as it was."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.play import button, game_page, open_position, random_game_record, saved_record  # noqa: F401 (fixture)
from game.shanghaien.narrate import narrate
from game.shanghaien.record import read_record
from game.shanghaien.state import State
from game.shanghaien.view import board as board_view

NAMES = ("Red", "Deckhand")


def finished_record(seed: int = 11) -> dict:
    """A whole game of the engine's random player, Red (a person) against the Deckhand."""
    return random_game_record(seed)


def after(data: dict, k: int) -> State:
    """The engine's position after the record's first k moves."""
    cut = dict(data, moves=data["moves"][:k])
    return read_record(cut).state


def sentence(data: dict, k: int) -> str:
    """The engine's sentence for move k (1-based) of the record, told from the position before it."""
    state = after(data, k)
    actions = state.actions_played()
    before = State(state.deck, state.start, state.options)
    for action in actions[:-1]:  # a roll's dice are told from the position with the dice in the air
        before.apply_action(action)
    return narrate(before, actions[-1], NAMES)


def first_move_of_round(data: dict, round_no: int) -> int:
    """The number of the first move played in a round (1-based), by the engine."""
    for k in range(1, len(data["moves"]) + 1):
        if after(data, k - 1).round == round_no - 1:
            return k
    raise AssertionError(f"no round {round_no}")


def check_position(page: Page, data: dict, k: int) -> None:
    """The viewer shows move k: where we are, who did what, and the board the engine reaches."""
    viewer = page.locator("#dialog-replay")
    expect(viewer).to_have_attribute("data-step", str(k))
    total = len(data["moves"])
    state = after(data, k)
    if k == 0:
        expect(page.locator("#replay-where")).to_have_text(f"Before the first move · {total} moves in all")
    else:
        round_no = after(data, k - 1).round + 1
        expect(page.locator("#replay-where")).to_have_text(f"Round {round_no}, move {k} of {total}")
        expect(page.locator("#replay-what")).to_have_text(sentence(data, k))
    board = board_view(state, NAMES)
    for p, seat_id in ((0, "#replay-bottom"), (1, "#replay-top")):
        expect(viewer.locator(f"{seat_id} .seat-score")).to_have_text(f"{board['scores'][p]} pts")
        supply = board["supply"][p]
        expect(viewer.locator(f"{seat_id} .supply")).to_have_attribute(
            "aria-label", f"{supply} {'die' if supply == 1 else 'dice'} in {NAMES[p]}'s supply")
    if k and data["moves"][k - 1] == "shanghai":
        expect(viewer.locator(".overview-row")).to_be_visible()
    elif not board["over"]:
        stacks = viewer.locator("#replay-tavern .lane")
        for i, slot in enumerate(board["tavern"]):
            n0, n1 = slot["dice"]
            lane = stacks.nth(i)
            expect(lane.locator(".stack-red")).to_have_attribute("aria-label", f"Red: {n0} {'die' if n0 == 1 else 'dice'}" if n0 else "Red: no dice")
            expect(lane.locator(".stack-blue")).to_have_attribute("aria-label", f"Deckhand: {n1} {'die' if n1 == 1 else 'dice'}" if n1 else "Deckhand: no dice")
    visible_log = viewer.locator("#replay-log-list > li:not([hidden])")
    current = viewer.locator("#replay-log-list .log-current")
    if k:
        expect(current).to_have_count(1)
        expect(current).to_contain_text(sentence(data, k))
    else:
        expect(current).to_have_count(0)
        expect(visible_log).to_have_text(["Round 1"], use_inner_text=True)


def open_viewer_from_final_scoring(page: Page, site_url: str, data: dict) -> None:
    open_position(page, site_url, data)
    button(page, "Final scoring").click()
    scoring = page.get_by_role("dialog", name="Final scoring")
    expect(scoring).to_be_visible()
    scoring.get_by_role("button", name="Watch replay").click()
    expect(page.get_by_role("dialog", name="Replay: Red against Deckhand")).to_be_visible()


def test_the_viewer_steps_through_a_finished_game_and_changes_nothing(game_page: Page, site_url: str):
    page = game_page
    data = finished_record()
    open_viewer_from_final_scoring(page, site_url, data)
    before = saved_record(page)
    assert before["moves"] == data["moves"]
    check_position(page, data, 0)
    expect(button(page, "Back one move")).to_have_attribute("aria-disabled", "true")

    forward = button(page, "Forward one move")
    for k in range(1, 6):
        forward.click()
        check_position(page, data, k)
    button(page, "Back one move").click()
    check_position(page, data, 4)

    for round_no in (3, 8, 2):
        button(page, f"Round {round_no}").click()
        k = first_move_of_round(data, round_no)
        check_position(page, data, k)
        expect(button(page, f"Round {round_no}")).to_have_attribute("aria-current", "step")

    button(page, "To the last move").click()
    total = len(data["moves"])
    check_position(page, data, total)
    expect(forward).to_have_attribute("aria-disabled", "true")
    final = after(data, total)
    s0, s1 = final.scores()
    winner = "A draw" if s0 == s1 else ("Red wins" if s0 > s1 else "Deckhand wins")
    expect(page.locator("#dialog-replay .replay-result")).to_contain_text(winner)

    # a Shanghai move shows that round's share-out; the log's Result buttons open this game's rounds
    button(page, "To the start").click()
    check_position(page, data, 0)
    shanghai = data["moves"].index("shanghai") + 1
    page.locator("#replay-slider").fill(str(shanghai))
    check_position(page, data, shanghai)

    assert saved_record(page) == before
    button(page, "Back to the game").click()
    expect(page.locator("#dialog-replay")).to_be_hidden()
    expect(page.get_by_role("dialog", name="Final scoring")).to_be_visible()
    assert saved_record(page) == before


def test_the_keyboard_steps_jumps_and_goes_by_round(game_page: Page, site_url: str):
    page = game_page
    data = finished_record(seed=12)
    open_viewer_from_final_scoring(page, site_url, data)
    total = len(data["moves"])
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    check_position(page, data, 3)
    page.keyboard.press("ArrowLeft")
    check_position(page, data, 2)
    page.keyboard.press("End")
    check_position(page, data, total)
    page.keyboard.press("ArrowRight")  # nothing beyond the end
    check_position(page, data, total)
    viewer = page.locator("#dialog-replay")
    viewer.get_by_role("button", name="Final scoring").click()
    scoring = page.get_by_role("dialog", name="Final scoring")
    expect(scoring).to_be_visible()
    s0, s1 = after(data, total).scores()
    expect(scoring.locator("tfoot")).to_contain_text(f"Total{s0}{s1}")
    scoring.get_by_role("button", name="Close").click()
    expect(scoring).to_be_hidden()
    viewer.get_by_role("button", name="Result: show how round 3 was shared out").click()
    expect(page.get_by_role("dialog", name="Round 3")).to_be_visible()
    page.get_by_role("dialog", name="Round 3").get_by_role("button", name="Close").click()
    expect(viewer).to_be_visible()
    check_position(page, data, total)
    page.keyboard.press("Home")
    check_position(page, data, 0)
    page.keyboard.press("PageDown")
    check_position(page, data, first_move_of_round(data, 1))
    page.keyboard.press("PageDown")
    check_position(page, data, first_move_of_round(data, 2))
    page.keyboard.press("PageUp")
    check_position(page, data, first_move_of_round(data, 1))
    page.locator("#replay-slider").focus()
    page.keyboard.press("ArrowRight")  # the slider steps the same single move
    check_position(page, data, first_move_of_round(data, 1) + 1)
    page.keyboard.press("Escape")
    expect(page.locator("#dialog-replay")).to_be_hidden()


def test_a_score_window_in_the_viewer_shows_that_moves_scores(game_page: Page, site_url: str):
    page = game_page
    data = finished_record(seed=13)
    open_viewer_from_final_scoring(page, site_url, data)
    final = after(data, len(data["moves"])).scores()[0]
    round_no = next(r for r in range(2, 9) if after(data, first_move_of_round(data, r)).scores()[0] != final)
    k = first_move_of_round(data, round_no)
    button(page, f"Round {round_no}").click()
    check_position(page, data, k)
    score = after(data, k).scores()[0]  # not the score of the game on the table
    page.locator("#dialog-replay #replay-scores .num-total").first.click()
    popover = page.locator("#popover")
    expect(popover).to_be_visible()
    expect(popover).to_have_attribute("aria-label", f"Red: {score} points if the game ended now")
    page.keyboard.press("Escape")  # the window closes first, the viewer stays
    expect(popover).to_be_hidden()
    expect(page.locator("#dialog-replay")).to_be_visible()
    page.keyboard.press("Escape")  # with no window open, Escape leaves the viewer
    expect(page.locator("#dialog-replay")).to_be_hidden()


def test_the_viewer_returns_to_the_board_or_the_games_screen_it_came_from(game_page: Page, site_url: str):
    page = game_page
    data = finished_record(seed=14)
    open_position(page, site_url, data)
    watch = page.locator("#turn").get_by_role("button", name="Watch replay")
    watch.click()
    viewer = page.get_by_role("dialog", name="Replay: Red against Deckhand")
    expect(viewer).to_be_visible()
    button(page, "To the last move").click()
    check_position(page, data, len(data["moves"]))
    button(page, "Back to the game").click()
    expect(viewer).to_be_hidden()
    expect(page.get_by_role("dialog")).to_have_count(0)  # back on the board, no window in the way
    expect(watch).to_be_focused()

    button(page, "Games").click()
    games = page.get_by_role("dialog", name="Your games")
    expect(games).to_be_visible()
    games.get_by_role("button", name="Watch replay").first.click()
    expect(viewer).to_be_visible()
    check_position(page, data, 0)
    page.keyboard.press("End")
    check_position(page, data, len(data["moves"]))
    page.keyboard.press("Escape")
    expect(viewer).to_be_hidden()
    expect(games).to_be_visible()
    assert saved_record(page)["moves"] == data["moves"]


def test_a_shared_link_can_be_watched_with_no_game_on_the_table(game_page: Page, site_url: str):
    from game import saves
    from game.shanghaien.record import read_record as read

    page = game_page
    data = finished_record(seed=15)
    link = saves.encode_link(read(data).state, data["players"])
    page.goto(f"{site_url}?seed=1&pace=instant{link}")
    offer = page.get_by_role("dialog", name="A shared game")
    expect(offer).to_be_visible(timeout=120_000)
    offer.get_by_role("button", name="Watch the replay").click()
    viewer = page.get_by_role("dialog", name="Replay: Red against Deckhand")
    expect(viewer).to_be_visible()
    page.keyboard.press("PageDown")
    page.keyboard.press("PageDown")
    check_position(page, data, first_move_of_round(data, 2))
    button(page, "Close").click()  # nothing on the table to go back to: the page offers a new game
    expect(viewer).to_be_hidden()
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    assert saved_record(page) is None  # watching stored nothing


def test_a_game_still_in_progress_replays_up_to_its_latest_move(game_page: Page, site_url: str):
    from game import saves
    from game.shanghaien.record import read_record as read

    page = game_page
    whole = finished_record(seed=16)
    cut = first_move_of_round(whole, 4) + 3
    data = dict(whole, moves=whole["moves"][:cut])
    page.goto(f"{site_url}?seed=1&pace=instant{saves.encode_link(read(data).state, data['players'])}")
    offer = page.get_by_role("dialog", name="A shared game")
    expect(offer).to_be_visible(timeout=120_000)
    offer.get_by_role("button", name="Watch the replay").click()
    expect(page.get_by_role("dialog", name="Replay: Red against Deckhand")).to_be_visible()
    expect(button(page, "Round 5")).to_have_attribute("aria-disabled", "true")
    button(page, "Round 5").click(force=True)  # not reached: nothing moves
    check_position(page, data, 0)
    page.keyboard.press("End")
    check_position(page, data, cut)
    expect(button(page, "Round 4")).to_have_attribute("aria-current", "step")
    expect(page.locator("#replay-turn")).to_contain_text("The game is still going on")
