"""Up My Sleeve (p. 74): twice a Crawl, 1 Resolve each, an ordinary one-slot thing comes out
of a sleeve; a talent in training costs 1 XP a use (p. 33). Seed 2's Gunhild (a1) trains it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import fight
from tests.unit.engine.test_crawl import behind_room, locked_seed
from tests.unit.engine.test_dying import game_below
from tests.unit.engine.test_parley import character, meeting
from worm.engine import autoplay, kit, sleeve
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.text import repl


def knows(game: Game, who: str = "a1", state: str = "mastered", **sheet: int) -> None:
    a = game.guild.adventurer(who)
    talents = (
        *(t for t in a.talents if t.id != sleeve.TALENT),
        Talent(id=sleeve.TALENT, state=state),
    )  # type: ignore[arg-type]
    game.set_adventurer(a.model_copy(update={"talents": talents, **sheet}))


def test_two_sleeves_a_crawl_one_resolve_each() -> None:
    game = game_below()
    knows(game, resolve=4)
    before = kit.count(game.guild.adventurer("a1"), "lockpicks")
    events = game.execute(cmd.Sleeve(who="a1", item="lockpicks"))
    game.execute(cmd.Sleeve(who="a1", item="dagger"))
    a = game.guild.adventurer("a1")
    assert a.resolve == 2, "1 Resolve each (p. 74)"
    assert kit.count(a, "lockpicks") == before + 1 and kit.count(a, "dagger") >= 1
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 74" for e in events)
    with pytest.raises(IllegalCommand, match="both sleeves"):
        game.execute(cmd.Sleeve(who="a1", item="chalk"))
    assert game.guild.adventurer("a1").resolve == 2


def test_in_training_it_costs_1_xp_a_use() -> None:
    game = game_below()
    knows(game, state="in_training", resolve=2, xp=3)
    events = game.execute(cmd.Sleeve(who="a1", item="candle"))
    a = game.guild.adventurer("a1")
    assert (a.resolve, a.xp) == (1, 2)
    assert [e.change for e in events if isinstance(e, ev.Xp)] == [-1]


@pytest.mark.parametrize(
    ("item", "why"),
    [
        ("lantern", "no ordinary thing"),  # luxurious (p. 154)
        ("shield_light", "no sleeve hides"),
        ("armor_light", "no sleeve hides"),
    ],
)
def test_only_an_ordinary_one_slot_thing_fits_a_sleeve(item: str, why: str) -> None:
    game = game_below()
    knows(game, resolve=4)
    with pytest.raises(IllegalCommand, match=why):
        game.execute(cmd.Sleeve(who="a1", item=item))
    assert game.guild.adventurer("a1").resolve == 4


def test_no_resolve_no_sleeve_and_none_without_the_talent() -> None:
    game = game_below()
    knows(game, resolve=0)
    with pytest.raises(IllegalCommand, match="no Resolve"):
        game.execute(cmd.Sleeve(who="a1", item="chalk"))
    with pytest.raises(IllegalCommand, match="does not know Up My Sleeve"):
        game.execute(cmd.Sleeve(who="a3", item="chalk"))


def test_the_sleeves_fill_again_at_the_next_delve() -> None:
    game = game_below()
    knows(game, resolve=4)
    game.sleeves = ("a1", "a1")
    assert sleeve.left(game, "a1") == 0
    game.phase = "city"
    game.execute(cmd.Delve())
    assert sleeve.left(game, "a1") == 2


def test_the_text_game_and_the_bot() -> None:
    game = game_below()
    knows(game, resolve=4)
    assert repl.parse(game, "sleeve a1 iron spikes") == cmd.Sleeve(who="a1", item="iron spikes")
    for a in game.guild.adventurers:  # every light gone: nothing left to light
        for c in a.inventory.things():
            if game.pack.items[c.item].light is not None:
                a, _ = kit.lose(a, c.item, c.count)
        game.set_adventurer(a)
    assert not any(kit.lights(a, game.pack) for a in game.guild.adventurers)
    assert autoplay.Autoplay()._light(game) == cmd.Sleeve(who="a1", item="candle")


def _parley() -> Game:
    game = meeting(character())
    assert game.phase == "parley"
    return game


def _camp() -> Game:
    game = game_below()
    game.execute(cmd.Camp())
    assert game.phase == "camp"
    return game


def _fight() -> Game:
    game = fight()
    assert game.phase == "challenge" and game.challenge is not None
    return game


@pytest.mark.parametrize("where", [_fight, _parley, _camp], ids=["challenge", "parley", "camp"])
def test_a_sleeve_in_a_fight_a_parley_and_the_camp(where: Callable[[], Game]) -> None:
    """p. 74: the talent is a declaration made at any point of the Crawl, not a Crawl step:
    a dagger in a fight, a vial before creatures, wire in the Camp."""
    game = where()
    phase = game.phase
    who = game.guild.adventurers[0].id
    knows(game, who, resolve=2)
    before = kit.count(game.guild.adventurer(who), "dagger")
    events = game.execute(cmd.Sleeve(who=who, item="dagger"))
    a = game.guild.adventurer(who)
    assert kit.count(a, "dagger") == before + 1 and a.resolve == 1
    assert game.phase == phase, "bringing a thing out is no step of its own"
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 74" for e in events)
    assert sleeve.left(game, who) == 1


def test_the_city_is_no_part_of_a_crawl_and_the_knocked_out_bring_nothing() -> None:
    game = game_below()
    knows(game, resolve=2)
    game.phase = "city"
    with pytest.raises(IllegalCommand, match="in the City"):
        game.execute(cmd.Sleeve(who="a1", item="dagger"))
    game = _fight()
    who = game.guild.adventurers[0].id
    knows(game, who, resolve=2)
    ch = game.challenge
    assert ch is not None
    game.challenge = ch.with_fighter(replace(ch.fighter(who), effects=frozenset({"knockout"})))
    with pytest.raises(IllegalCommand, match="knocked out"):
        game.execute(cmd.Sleeve(who=who, item="dagger"))
    assert game.guild.adventurer(who).resolve == 2


def test_the_text_game_brings_it_out_in_a_fight() -> None:
    """The text game's 'sleeve' (the terminal's ':' line) is read in a fight as in the Crawl."""
    game = _fight()
    who = game.guild.adventurers[0].id
    knows(game, who, resolve=2)
    command = repl.parse(game, f"sleeve {who} dagger")
    assert command == cmd.Sleeve(who=who, item="dagger")
    game.execute(command)
    assert sleeve.left(game, who) == 1


def test_the_bot_brings_out_lockpicks_for_a_lock_no_one_can_pick() -> None:
    """The bot's second use: no lockpicks in the guild, a door locked: a sleeve holds them."""
    game = game_below()
    knows(game, resolve=4)
    for a in game.guild.adventurers:
        a, _ = kit.lose(a, "lockpicks", kit.count(a, "lockpicks"))
        game.set_adventurer(a)
    assert autoplay._up_a_sleeve(game, "lockpicks") == cmd.Sleeve(who="a1", item="lockpicks")
    knows(game, resolve=1)
    assert autoplay._up_a_sleeve(game, "lockpicks") is None, "a Resolve is kept for a test"


def test_at_a_locked_door_the_bot_pulls_lockpicks_then_picks() -> None:
    """``test_crawl``'s seed with a locked door from 101 and no tool in the guild."""
    game = Game.new(locked_seed())
    game.execute(cmd.Delve())
    knows(game, resolve=4)
    bot = autoplay.Autoplay()
    pulled = bot._door(game)
    assert pulled == cmd.Sleeve(who="a1", item="lockpicks")
    game.execute(pulled)
    assert bot._door(game) == cmd.PickLock(to=behind_room())
