"""Dwimmercraft's second sight (p. 82): 1 Resolve focuses it for a watch; it sees through an
illusion or invisibility and shows what is enchanted (policy ``worm.gm.second_sight``). A
talent in training costs 1 XP a use (p. 33). The trap is put in a quiet first room
(``tests.fixtures.features``), as the trap-kind tests do."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from tests.fixtures import features
from tests.unit.engine.fight_kit import fight, goblins  # noqa: F401 (fixture)
from worm import content
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import traps
from worm.engine.actions import totals
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.model.challenge import Declared
from worm.rules import dwimmercraft
from worm.text import repl

PACK = content.default()


def met(trap_id: str, *, state: str = "mastered", resolve: int = 4) -> Game:
    """A quiet first room holding only ``trap_id``; a1 knows Dwimmercraft in ``state``."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    game.level.stock[game.room].features = []
    game.level.stock[game.room].traps = [trap_id]
    a = game.guild.adventurer("a1")
    talents = (*(t for t in a.talents if t.id != dwimmercraft.TALENT),)
    talents = (*talents, Talent(id=dwimmercraft.TALENT, state=state))
    game.set_adventurer(a.model_copy(update={"talents": talents, "resolve": resolve, "xp": 3}))
    return game


def test_second_sight_shows_the_invisible_path_for_one_resolve() -> None:
    game = met("invisible_path")
    events = game.execute(cmd.SecondSight(who="a1"))
    a1 = game.guild.adventurer("a1")
    assert a1.resolve == 3  # p. 82: one Resolve
    assert (game.room, "invisible_path") in game.state.passed  # the unseen bridge is seen
    assert (game.room, "invisible_path") in game.state.spotted
    assert any("second sight" in e.text for e in events if isinstance(e, ev.Narration))


def test_an_enchanted_trap_is_spotted_but_not_passed() -> None:
    game = met("cursed_chalice")
    game.execute(cmd.SecondSight(who="a1"))
    assert (game.room, "cursed_chalice") in game.state.spotted
    assert (game.room, "cursed_chalice") not in game.state.passed


def test_a_plain_trap_shows_nothing_and_the_resolve_is_spent_all_the_same() -> None:
    game = met("arrow_trap")
    events = game.execute(cmd.SecondSight(who="a1"))
    assert (game.room, "arrow_trap") not in game.state.spotted
    assert game.guild.adventurer("a1").resolve == 3
    assert any("nothing magical" in e.text for e in events if isinstance(e, ev.Narration))


def test_in_training_each_focus_costs_one_xp() -> None:
    game = met("invisible_path", state="in_training")
    game.execute(cmd.SecondSight(who="a1"))
    assert game.guild.adventurer("a1").xp == 2  # p. 33: 1 XP a use in training


@pytest.mark.parametrize(
    ("resolve", "why"), [(0, "costs 1 Resolve"), (4, "focused already")], ids=["broke", "twice"]
)
def test_refused_without_a_resolve_or_while_it_holds(resolve: int, why: str) -> None:
    game = met("invisible_path", resolve=resolve)
    if resolve:
        game.execute(cmd.SecondSight(who="a1"))
    with pytest.raises(IllegalCommand, match=why):
        game.execute(cmd.SecondSight(who="a1"))


def test_one_without_the_talent_is_refused() -> None:
    game = met("invisible_path")
    others = [a for a in game.guild.adventurers if a.talent(dwimmercraft.TALENT) is None]
    assert others, "the precondition: someone in the guild without Dwimmercraft"
    with pytest.raises(IllegalCommand, match="does not know Dwimmercraft"):
        game.execute(cmd.SecondSight(who=others[0].id))


def test_the_sight_holds_for_the_next_watch_and_then_lapses() -> None:
    """Policy (pp. 82, 90): focused at watch n, it holds through watch n + 1."""
    sight = dwimmercraft.focus((), "a1", 5)
    assert dwimmercraft.sees(sight, "a1", 5) and dwimmercraft.sees(sight, "a1", 6)
    assert not dwimmercraft.sees(sight, "a1", 7) and not dwimmercraft.sees(sight, "a2", 5)


def test_the_text_game_types_it() -> None:
    game = met("invisible_path")
    assert repl.parse(game, "sight a1") == cmd.SecondSight(who="a1")
    out = io.StringIO()
    repl.answer(game, "sight", out)
    assert "sight WHO" in out.getvalue()


def test_the_bot_focuses_second_sight_before_a_spotted_invisible_path() -> None:
    game = met("invisible_path")
    trap = PACK.traps["invisible_path"]
    bot = Autoplay()
    bot.searched.add((game.depth, game.room))  # the room searched already
    assert not isinstance(bot.next(game), cmd.SecondSight), "unspotted, nothing to see through"
    traps.spot(game, game.room, trap, how=trap.spot.how)
    focus = bot.next(game)
    assert isinstance(focus, cmd.SecondSight)
    assert game.guild.adventurer(focus.who).talent(dwimmercraft.TALENT) is not None
    game.execute(focus)
    assert (game.room, trap.id) in game.state.passed


@pytest.mark.usefixtures("goblins")
def test_in_a_fight_the_seer_strikes_a_shrouded_foe_without_disfavor() -> None:
    """p. 13: a Shrouded target is struck at disfavor; second sight sees it (p. 82)."""
    game = fight(2, count=1)
    ch = game.challenge
    assert ch is not None
    foe = next(f for f in ch.fighters if f.side != "guild")
    game.challenge = ch.with_fighter(replace(foe, effects=foe.effects | {"shroud"}))
    seer = next(f for f in game.challenge.fighters if f.side == "guild")
    attack = Declared(who=seer.key, side="guild", action="Attack", card=None)

    def disfavor() -> tuple[str, ...]:
        target = game.under_way().fighter(foe.key)
        return totals.mods_for(game, attack, seer, target, harms=True).disfavor

    assert any("Shrouded" in why for why in disfavor())
    game.sight = dwimmercraft.focus(game.sight, seer.key, game.watches)
    assert not any("Shrouded" in why for why in disfavor())
