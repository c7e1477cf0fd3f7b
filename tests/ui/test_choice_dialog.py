"""The choice dialog at its moment (issue 19, play-test 19 §6 and "the five most annoying", 1):
tending the dying from over it, ``w`` on the choice itself, the cursor never on a refused
option, and a refusal chosen again and again written to the log once, read once."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from worm.engine import chirurgeon, wounds
from worm.engine import events as ev
from worm.engine.session import Game
from worm.ui import carrying, panels
from worm.ui.app import WormApp
from worm.ui.driver import Message
from worm.ui.parley import PickScreen
from worm.ui.prompts import ChoiceScreen, TextScreen

SIZE = (120, 40)
TOLL = "choice_toll_gate"


def at_the_toll(app: WormApp, *, gold: int | None = None) -> Game:
    """The toll gate's choice waiting (the purses emptied when ``gold`` is 0)."""
    assert app.driver is not None
    game = app.driver.game
    if gold is not None:
        for a in game.guild.adventurers:
            game.set_adventurer(a.model_copy(update={"gold": gold}))
    entry = game.pack.meatgrinder[TOLL]
    game.offer(entry.name, entry.interactions, scene=entry.text)
    app.route()
    return game


def struck_down(game: Game, who: str) -> None:
    for _ in range(2):
        wounds.wound(game, game.guild.adventurer(who), critical=True, cause="a falling block")
    assert game.guild.adventurer(who).conditions.deaths_door


async def test_p_in_a_choice_tends_the_dying_before_the_choice_is_answered(
    tmp_path: Path,
) -> None:
    """Seed 3: Evie died at Death's Door while the toll gate's dialog offered no way to tend
    her but a typed command."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        dying = game.guild.in_marching_order()[0]
        struck_down(game, dying.id)
        at_the_toll(app)
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        hint = "\n".join(str(s.render()) for s in app.screen.query(Static))
        assert "p tends the dying first" in hint
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)  # whom to tend
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)  # who applies the poultice: not a
        # chirurgeon, whose poultice saves outright with no test (p. 78)
        plain = [n for n, a in enumerate(carrying.tenders(game), 1) if not chirurgeon.heals(a)]
        assert plain, "only chirurgeons carry a poultice"
        await pilot.press(str(plain[0]))
        await pilot.pause()
        used = [e for e in game.log.events if isinstance(e, ev.Item) and e.change == "used"]
        assert [e.cause for e in used] == [f"tending {dying.name}"]
        if game.pending is not None:  # a failure waits to be pushed or let stand
            await pilot.press("a")
            await pilot.pause()
        tested = [e for e in game.log.events if isinstance(e, ev.Fate)]
        assert tested and tested[-1].who == dying.name and tested[-1].attribute == "wands"
        assert game.choice is not None and isinstance(app.screen, ChoiceScreen)


async def test_w_in_a_choice_explains_the_choice_not_the_last_ruling(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = at_the_toll(app)
        game.ruling("p. 123", "the Challenge ends after 7 rounds: the foes are beaten")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, TextScreen)
        assert app.screen.text.startswith("The GM waits on a choice: Toll gate.")
        assert game.pack.meatgrinder[TOLL].text in app.screen.text
        assert "1. pay the toll" in app.screen.text


async def test_the_cursor_starts_on_the_first_option_that_can_be_taken(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        at_the_toll(app, gold=0)
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        options = app.screen.query_one(OptionList)
        first = options.get_option_at_index(0).prompt
        assert "(cannot: it costs 10 gold, the guild has none)" in str(first)
        assert options.highlighted == 1
        assert "cannot" not in str(options.get_option_at_index(1).prompt)


async def test_a_refused_option_chosen_again_and_again_is_one_line_in_the_log(
    tmp_path: Path,
) -> None:
    """Play-test 19: twenty copies of one "NO No: …" line after Enter on a refused option."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = at_the_toll(app, gold=0)
        await pilot.pause()
        assert app.driver is not None
        for _ in range(5):
            await pilot.press("1")
            await pilot.pause()
        refused = [m for m in app.driver.messages if m.category == "refused"]
        assert len(refused) == 1 and "costs 10 gold" in refused[0].text
        assert game.choice is not None and isinstance(app.screen, ChoiceScreen)


def test_a_refusal_reads_no_once_in_the_log() -> None:
    line = panels.message_line(Message("No: torch has gone out (p. 95)", "refused", -1)).plain
    assert line.split() == ["NO", "torch", "has", "gone", "out", "(p.", "95)"]
