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
from worm.engine import autoplay, autosleeve, explore, kit, sleeve, traps
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
    # the longest-lasting light a sleeve holds: a torch's 3 flickers to a candle's 2 (p. 94)
    assert autoplay.Autoplay()._light(game) == cmd.Sleeve(who="a1", item="torch")


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
    assert autosleeve.bring(game, "lockpicks") == cmd.Sleeve(who="a1", item="lockpicks")
    knows(game, resolve=1)
    assert autosleeve.bring(game, "lockpicks") is None, "a Resolve is kept for a test"


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


def _without(game: Game, item: str) -> None:
    for a in game.guild.adventurers:
        a, _ = kit.lose(a, item, kit.count(a, item))
        game.set_adventurer(a)
    assert item not in kit.carried_by(game.guild)


def test_the_bot_brings_out_a_rope_for_a_pit_then_climbs_down(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 74: a choice the GM refuses only for want of a common one-slot tool (the Dry
    Cistern's rope) is what a sleeve is for: the bot brings it out, then takes the choice."""
    game = game_below()
    knows(game, resolve=4)
    _without(game, "rope")
    cistern = game.pack.features["dry_cistern_pit"]
    climb = next(i for i in cistern.interactions if i.requires == ("rope",))
    number = cistern.interactions.index(climb) + 1
    monkeypatch.setattr(explore, "choices_here", lambda g: [(cistern.name, cistern.interactions)])
    bot = autoplay.Autoplay(daring=1.0)
    assert bot._ruling(game, climb).answer == "no", "no rope: the GM refuses the climb"
    pulled = bot._dare(game)
    assert pulled == cmd.Sleeve(who="a1", item="rope")
    game.execute(pulled)
    assert "rope" in kit.carried_by(game.guild)
    assert bot._dare(game) == cmd.Act(target=cistern.name, option=number)


def test_the_bot_spends_no_sleeve_on_what_no_sleeve_holds_or_on_two_wants() -> None:
    """A 10' pole takes 2 slots (no sleeve holds it); a choice lacking two tools is not
    opened by one sleeve."""
    game = game_below()
    knows(game, resolve=4)
    for item in ("pole", "polearm", "rope", "iron_spikes"):
        _without(game, item)
    carried = kit.carried_by(game.guild)
    pole = next(
        i for f in game.pack.features.values() for i in f.interactions if i.requires == ("pole",)
    )
    assert autosleeve.tool_for(game, pole, carried) is None
    both = next(
        i
        for t in game.pack.traps.values()
        for i in (*t.bypasses, *t.interactions)
        if i.requires == ("rope", "iron_spikes")
    )
    assert autosleeve.tool_for(game, both, carried) is None
    knows(game, resolve=4)
    game.set_adventurer(kit.gain(game.guild.adventurer("a1"), "rope", 1, game.pack)[0])
    carried = kit.carried_by(game.guild)
    assert autosleeve.tool_for(game, both, carried) == cmd.Sleeve(who="a1", item="iron_spikes")


def test_the_bot_brings_out_a_ration_before_camping_short_of_food() -> None:
    """p. 140: a meal missed is Stress; before making camp with fewer rations than mouths,
    the bot has a ration up a sleeve (p. 74), then camps."""
    game = game_below()
    knows(game, resolve=4)
    _without(game, "ration")
    bot = autoplay.Autoplay()
    pulled = bot._make_camp(game)
    assert pulled == cmd.Sleeve(who="a1", item="ration")
    game.execute(pulled)
    assert kit.count(game.guild.adventurer("a1"), "ration") == 1
    knows(game, resolve=4)
    game.sleeves = ()
    fed = [a for a in game.guild.adventurers if a.active]
    for a in fed:
        game.set_adventurer(kit.gain(game.guild.adventurer(a.id), "ration", 1, game.pack)[0])
    assert bot._make_camp(game) == cmd.Camp(), "a ration each: no sleeve spent"


def test_at_a_found_trap_the_bot_pulls_the_spikes_its_way_past_lacks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Portcullis Drop guards the treasure; its way past wedges the portcullis with iron
    spikes. With none in the guild, the bot has them up a sleeve (p. 74), then takes it."""
    game = game_below()
    knows(game, resolve=4)
    _without(game, "iron_spikes")
    trap = game.pack.traps["portcullis_drop"]
    assert trap.bypasses[0].requires == ("iron_spikes",)
    monkeypatch.setattr(explore, "takeable", lambda g, r: True)
    monkeypatch.setattr(traps, "guarding", lambda g, r: trap)
    game.states[game.depth] = replace(game.state, spotted=frozenset({(game.room, trap.id)}))
    bot = autoplay.Autoplay()
    pulled = bot._loot(game)
    assert pulled == cmd.Sleeve(who="a1", item="iron_spikes")
    game.execute(pulled)
    assert bot._loot(game) == cmd.Act(target=trap.name, option=1)
