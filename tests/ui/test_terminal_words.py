"""The last play-test findings of issue 19 on the terminal's words, keys and layout (f19b):
no text-game word where the terminal has a key, the game-over footer whole at 80 columns,
a key for every play however long the menu, and no toast over the locked-doors dialog.

Scenarios are built: seed 37's quick guild placed before a locked door that shuts rooms
off (found by ``behind_a_far_lock``; on most levels the topology pass digs a way round), the
fight of tests/ui/test_challenge.py, its band stepped up to the guild, which gives more than
thirty plays (tests/ui/test_challenge_newcomer.py), and a guild lost below
(tests/ui/test_dialogs.py).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import Input, OptionList, Static

from tests.ui.test_challenge import fight
from tests.ui.test_challenge_newcomer import lines, to_the_plays
from tests.ui.test_crawl_keys import choose, labels, place
from tests.ui.test_dialogs import lost, over, text_commands
from worm.engine import crawl as engine_crawl
from worm.engine.session import Game
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.doors import LOCKED_VERBS
from worm.ui.footer import KeyFooter
from worm.ui.parley import PickScreen
from worm.ui.prompts import CommandScreen, TextScreen

SMALL = (80, 24)
LOCKED = 37  # a level whose locked door shuts rooms off: most bypasses lead round the lock


def behind_a_far_lock(game: Game) -> tuple[int, int]:
    """The guild two rooms from a locked door, every room it can walk to already entered:
    explore finds only rooms behind locks. Returns (the room before the door, the room behind).

    The door is found by its property: a locked door with one side open to the guild's walk
    and the other shut off by locks (the level's loops can lead round a lock), and beside the
    near side a room that does not also open on the far one."""
    plan = game.plan
    cost = plan.cost(game.state)
    rooms = plan.level.map.rooms

    def walkable(room: int) -> bool:
        return room == game.room or bool(plan.path(game.pos, rooms[room].centre, cost))

    def approach(here: int, behind: int) -> int | None:
        return next(
            (
                other
                for other, e in plan.neighbours(here, game.state)
                if not plan.level.map.edges[e].locked
                and behind not in {o for o, _ in plan.neighbours(other, game.state)}
            ),
            None,
        )

    found = None
    for edge in plan.level.map.edges:
        if not edge.locked:
            continue
        for here, behind in ((edge.a, edge.b), (edge.b, edge.a)):
            if walkable(here) and not walkable(behind) and approach(here, behind) is not None:
                found = here, behind
                break
        if found:
            break
    assert found is not None, f"seed {game.seed}: no locked door shuts off rooms beyond it"
    here, behind = found
    start = approach(here, behind)
    assert start is not None
    place(game, start)
    open_to = {r for r in range(len(rooms)) if plan.path(game.pos, rooms[r].centre, cost)}
    state = game.state
    game.states[game.depth] = replace(
        state, visited=state.visited | open_to, settled=state.settled | open_to
    )
    return here, behind


# --- 1. the terminal's keys, not the text game's words ------------------------------------------


async def test_a_locked_door_on_the_way_names_the_door_key_not_typed_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Walking to a room behind a lock stops at its door: the log says what can be done and
    names the terminal's key for it (a keymap file's), never 'pick' or 'force'."""
    monkeypatch.setattr(engine_crawl, "watch", lambda game, cause: (None, None))
    app = WormApp(seed=LOCKED, quickstart=True, saves_dir=tmp_path, keymap={"door": "D"})
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        here, behind = behind_a_far_lock(game)
        written = app.driver.written
        await pilot.press("o")
        await pilot.pause()
        await choose(app, pilot, game.plan.key(behind))
        assert game.room == here  # stopped at the locked door, its list up
        assert set(labels(app)) & {label for _, label in LOCKED_VERBS}
        said = [m.text for m in app.driver.messages[-(app.driver.written - written) :]]
        barred = [t for t in said if t.startswith("A locked door bars the way")]
        assert barred == [
            "A locked door bars the way: open it with its key, pick the lock or "
            "force it (press D for the door)."
        ]
        assert text_commands("\n".join(said)) == [], said


async def test_help_on_the_command_line_in_a_challenge_lists_the_fights_commands(
    tmp_path: Path,
) -> None:
    """':help' in a fight lists what can be done in the fight, not the Underworld's commands;
    'help all' still lists every one."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_plays(app, pilot)
        for line, fight_first in (("help", True), ("help all", False)):
            await pilot.press("escape")  # back from the card's plays to the cards
            await pilot.pause()
            await pilot.press("colon")
            assert isinstance(app.screen, CommandScreen)
            app.screen.query_one(Input).value = line
            await pilot.press("enter")
            await pilot.pause()
            page = app.screen
            assert isinstance(page, TextScreen)
            assert page.text.startswith("In a Challenge") == fight_first, line
            assert ("Commands in the Underworld" in page.text) != fight_first, line
            if fight_first:
                for verb in ("init", "play", "minor", "pass", "retreat", "why"):
                    assert re.search(rf"(^|\s){verb}\b", page.text), verb
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, ChallengeScreen)


# --- 2. the game-over footer ----------------------------------------------------------------


@pytest.mark.parametrize("size", [SMALL, (120, 40)])
async def test_the_game_over_footer_shows_every_key_whole(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Help, log, why and the command line first, then the dialog's own keys, none cut off."""
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await over(app, lost())
        await pilot.pause()
        footer = screen.query_one(KeyFooter)  # one line of text, not a widget per key
        assert footer.region.width == size[0]
        shown = footer.keys()
        line = footer.line().plain
        assert [key.display for key in shown][:4] == ["?", "m", "w", ":"]
        assert {"r", "n", "t", "q"} <= {key.display for key in shown}
        for key in shown:
            words = f" {key.display} {key.description}"
            assert 0 <= line.find(words) and line.find(words) + len(words) <= size[0], words


# --- 3. plays past the ninth ----------------------------------------------------------------


async def test_every_play_has_a_number_and_past_nine_it_is_0_and_two_digits(
    tmp_path: Path,
) -> None:
    """More than ten plays: each line begins with its number; 0 1 2 plays the twelfth, and
    a digit 1–9 still plays its own at once."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game, screen = await to_the_plays(app, pilot, close=True)
        shown = [(key, words) for key, words in lines(screen) if key.startswith("play:")]
        assert len(shown) > 12
        for n, (_, words) in enumerate(shown, 1):
            assert re.match(rf"\s*{n}  ", words), (n, words)
        prompt = str(screen.query_one("#prompt", Static).render())
        assert "0 and two digits" in prompt, prompt
        twelfth = screen.plays[int(shown[11][0].removeprefix("play:"))]
        before = len(game.log.events)
        await pilot.press("0", "1")
        await pilot.pause()
        menu = screen.query_one("#menu", OptionList)
        assert menu.highlighted is not None
        assert menu.get_option_at_index(menu.highlighted).id == shown[9][0]  # 1_: play 10 lit
        assert not [e for e in game.log.events[before:] if e.type == "action"]
        await pilot.press("2")
        await pilot.pause()
        acted = [e for e in game.log.events[before:] if e.type == "action"]
        assert acted and acted[0].action == twelfth.action
        assert acted[0].target and acted[0].target in twelfth.label  # "Dodge for Ituha …"


async def test_0_then_a_digit_then_enter_plays_the_one_highlighted(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game, screen = await to_the_plays(app, pilot, close=True)
        shown = [key for key, _ in lines(screen) if key.startswith("play:")]
        tenth = screen.plays[int(shown[9].removeprefix("play:"))]
        before = len(game.log.events)
        await pilot.press("0", "1", "enter")
        await pilot.pause()
        acted = [e for e in game.log.events[before:] if e.type == "action"]
        assert acted and acted[0].action == tenth.action


# --- 4. no toast over the locked-doors dialog ---------------------------------------------


async def test_explore_with_only_locked_rooms_left_asks_without_a_toast(
    tmp_path: Path,
) -> None:
    """At 80×24 the dialog says every room left is behind a lock; no toast says it again
    over the dialog (the log keeps the refusal)."""
    app = WormApp(seed=LOCKED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.driver is not None
        behind_a_far_lock(app.driver.game)
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        assert "behind a locked door" in (app.screen.note or "")
        assert [n.message for n in app._notifications] == []
        assert "nothing left to explore" in app.driver.messages[-1].text


async def test_a_short_list_past_nine_numbers_every_line_and_takes_0_and_two_digits(
    tmp_path: Path,
) -> None:
    """Seen in play (seed 3, offering the Dryads a gift): lines 10 on had no number. Now each
    has one, the hint says how to type it, and 0 1 2 picks the twelfth."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    chosen: list[str | None] = []
    options = [(f"thing{n}", f"thing number {n}") for n in range(1, 14)]
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.push_screen(PickScreen("Offer what?", options), chosen.append)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PickScreen)
        menu = screen.query_one(OptionList)
        shown = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert shown[0] == " 1. thing number 1" and shown[12] == "13. thing number 13"
        hint = "\n".join(str(s.render()) for s in screen.query(".hint").results(Static))
        assert "0 and two digits" in hint, hint
        await pilot.press("0", "1")
        await pilot.pause()
        assert chosen == [] and menu.highlighted == 9  # waits on 1_, the tenth lit
        await pilot.press("2")
        await pilot.pause()
        assert chosen == ["thing12"]
