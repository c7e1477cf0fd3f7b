"""Death's Door, the poultice, the rising dead and the newcomer (pp. 126, 168–169).

The games go down seed 2's main entrance with every Meatgrinder event marked off, so the
watches passed here are quiet (see test_crawl); the tests of fate draw stacked minor cards.
"""

from __future__ import annotations

import pytest

from worm import content, rng, tarot
from worm.content.interaction import Death, Outcome
from worm.engine import commands as cmd
from worm.engine import crawl, darkness, dying, kit, outcomes, wounds
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import creation
from worm.model.level import Risen
from worm.tarot import SUITS
from worm.text import narrate, repl

from .test_crawl import WALK, below, of, snapshot, stack

QUIET = (6, 7, 8, 9, 10, 11, 12)  # marked-off entries: each watch is a respite


def game_below(seed: int = WALK) -> Game:
    game = below(seed, *QUIET)
    for a in game.guild.adventurers:  # no healer's motif unless a test gives one
        plain = ("Jovial scribe", "Quiet smith", "Rude bard")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"motifs": plain}))
    return game


def struck_down(game: Game, who: str = "a1") -> None:
    """Two Critical Wounds: Injured, then Death's Door (p. 125)."""
    for _ in range(2):
        wounds.wound(game, game.guild.adventurer(who), critical=True, cause="a falling block")
    assert game.guild.adventurer(who).conditions.deaths_door


def dead(game: Game, who: str = "a1") -> bool:
    return game.guild.adventurer(who).conditions.dead


def strip_poultices(game: Game, who: str) -> None:
    a = game.guild.adventurer(who)
    after, _ = kit.lose(a, "poultice", kit.count(a, "poultice"))
    game.guild = game.guild.with_adventurer(after)


# --- Death's Door lasts a watch -------------------------------------------------------------


def test_one_marked_outside_a_challenge_dies_at_the_next_watch() -> None:
    game = game_below()
    struck_down(game)
    assert game.dying == (("a1", 1),)
    mark = len(game.log.events)
    crawl.watch_passes(game, "long_task")
    assert dead(game) and game.dying == ()
    events = game.log.events[mark:]
    deaths = [e for e in of(events, ev.Condition) if e.change == "dead"]
    assert len(deaths) == 1 and deaths[0].who == game.guild.adventurer("a1").name
    assert not of(events, ev.Wound)  # the watch kills without a Wound
    assert any(e.rule == "p. 126" and "nobody healed" in e.why for e in of(events, ev.Gm))


def test_one_marked_in_a_challenge_outlasts_its_watch_and_dies_at_the_next() -> None:
    game = game_below()
    game.phase = "challenge"
    struck_down(game)
    game.phase = "crawl"
    assert game.dying == (("a1", 2),)
    mark = len(game.log.events)
    crawl.watch_passes(game, "challenge")
    a1 = game.guild.adventurer("a1")
    assert a1.conditions.deaths_door and not a1.conditions.dead
    told = [e.why for e in of(game.log.events[mark:], ev.Gm) if a1.name in e.why]
    assert told and "unless healed before the next watch ends" in told[0], told  # play-test 19
    assert "outlasts its watch" not in told[0]
    crawl.watch_passes(game, "long_task")
    assert dead(game)


def test_one_at_deaths_door_never_counted_is_counted_at_the_watch() -> None:
    game = game_below()
    struck_down(game)
    game.dying = ()  # as if marked by a path that does not count watches
    crawl.watch_passes(game, "challenge")
    assert not dead(game)
    crawl.watch_passes(game, "room")
    assert dead(game)


# --- the poultice ----------------------------------------------------------------------------


def tend(game: Game, *cards: str, tender: str = "a2") -> list[ev.Event]:
    stack(game, minor=cards)
    return game.execute(cmd.Tend(who=tender, patient="a1"))


def test_a_poultice_and_a_success_wake_the_dying_stressed() -> None:
    game = game_below()
    struck_down(game)
    before = kit.count(game.guild.adventurer("a2"), "poultice")
    events = tend(game, "King of Cups")
    a1 = game.guild.adventurer("a1")
    assert not a1.conditions.deaths_door and a1.conditions.stressed and a1.active
    assert a1.conditions.injured  # the poultice clears Death's Door only (p. 126)
    assert kit.count(game.guild.adventurer("a2"), "poultice") == before - 1
    fate = of(events, ev.Fate)
    assert [(f.who, f.attribute, f.outcome) for f in fate] == [(a1.name, "wands", "success")]
    assert game.dying == ()
    crawl.watch_passes(game, "long_task")
    assert not dead(game)


def test_tending_a_dying_guild_mate_charges_the_tenders_bond_with_them() -> None:
    """Policy (p. 26, a Bond put to the test): the tender's Bond with the dying one charges,
    whatever the poultice's test decides; their other Bonds stay as they were."""
    game = game_below()
    struck_down(game)
    a2 = game.guild.adventurer("a2")
    assert not any(b.charged for b in a2.bonds)
    events = tend(game, "King of Cups")
    after = {b.target: b.charged for b in game.guild.adventurer("a2").bonds}
    assert after["a1"] and not any(v for k, v in after.items() if k != "a1")
    assert [(e.who, e.with_, e.change) for e in of(events, ev.Bond)] == [
        (a2.name, game.guild.adventurer("a1").name, "charge")
    ]


def test_a_failed_poultice_kills_and_the_body_rises_at_the_next_watch() -> None:
    game = game_below()
    struck_down(game)
    tend(game, "Two of Cups")
    assert game.pending is not None  # a failure may be pushed, as any test (p. 9)
    game.execute(cmd.AcceptFate())
    assert dead(game) and game.dying == ()
    name = game.guild.adventurer("a1").name
    assert game.state.risen == (
        Risen(room=game.room, kind="zombie", name=name, watch=game.watches + 1),
    )
    events = game.execute(cmd.Careful(on=True))  # any command: nothing more happens
    assert not of(events, ev.Condition)
    mark = len(game.log.events)
    crawl.watch_passes(game, "long_task")
    rising = [e for e in of(game.log.events[mark:], ev.Gm) if "rises as a zombie" in e.why]
    assert len(rising) == 1 and name in rising[0].why


def test_a_great_failure_kills_and_the_body_rises_at_once() -> None:
    game = game_below()
    struck_down(game)
    tend(game, "Two of Cups", "Two of Swords")
    events = game.execute(cmd.PushFate())
    assert of(events, ev.Fate)[-1].outcome == "great_failure"
    a1 = game.guild.adventurer("a1")
    assert a1.conditions.dead and not a1.has_effect("exhaust")  # no other price to pay
    assert game.state.risen == (
        Risen(room=game.room, kind="zombie", name=a1.name, watch=game.watches, met=True),
    )
    assert any("at once" in e.why for e in of(events, ev.Gm))
    # play-test s15 (seed 11): "rising at once" is kept: the zombie stands in the guild's room
    said = " ".join(e.text for e in of(events, ev.Narration))
    assert "at once the body lurches up" in said
    assert game.meeting is not None and game.meeting.name == f"{a1.name} the zombie"
    assert game.phase in ("challenge", "parley")


def test_a_great_failure_amid_a_meeting_says_the_zombie_waits_for_the_guilds_return() -> None:
    """A body that rises while the guild is busy with a band is not met then: the message says
    when it will be (on coming back into the room), never "at once"."""
    game = game_below()
    struck_down(game)
    game.phase = "parley"
    dying.kill(game, game.guild.adventurer("a1"), "a test", "a test")
    mark = len(game.log.events)
    dying.died(game, "a1", at_once=True)
    said = " ".join(e.text for e in of(game.log.events[mark:], ev.Narration))
    assert "at once" not in said and "comes back" in said


def test_a_healers_motif_gives_the_test_favor() -> None:
    game = game_below()
    struck_down(game)
    a2 = game.guild.adventurer("a2")
    healer = ("Kindly chirugeon", "Quiet smith", "Rude bard")
    game.guild = game.guild.with_adventurer(a2.model_copy(update={"motifs": healer}))
    events = tend(game, "Ten of Cups")
    fate = of(events, ev.Fate)[0]
    assert fate.favor == 3 and fate.favor_reasons == ("motif: Kindly chirugeon",)
    assert fate.outcome == "success"


def test_tending_with_no_poultice_is_refused_and_changes_nothing() -> None:
    game = game_below()
    struck_down(game)
    strip_poultices(game, "a2")
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match="carries no poultice"):
        game.execute(cmd.Tend(who="a2", patient="a1"))
    assert snapshot(game) == before


@pytest.mark.parametrize("patient, why", [("a3", "not at Death's Door"), ("a1", "is dead")])
def test_tending_one_not_dying_is_refused(patient: str, why: str) -> None:
    game = game_below()
    struck_down(game)
    crawl.watch_passes(game, "long_task")  # a1 dies
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match=why):
        game.execute(cmd.Tend(who="a2", patient=patient))
    assert snapshot(game) == before


def test_the_dying_cannot_tend_and_the_city_is_no_place_for_it() -> None:
    game = game_below()
    struck_down(game)
    struck_down(game, "a2")
    with pytest.raises(IllegalCommand, match="cannot act"):
        game.execute(cmd.Tend(who="a2", patient="a1"))
    city = Game.new(WALK)
    with pytest.raises(IllegalCommand, match="delve"):
        city.execute(cmd.Tend(who="a2", patient="a1"))


def test_the_text_front_end_finds_a_tender() -> None:
    game = game_below()
    struck_down(game)
    strip_poultices(game, "a2")
    assert repl.parse(game, "tend a1") == cmd.Tend(who="a3", patient="a1")
    assert repl.parse(game, "poultice a1 a2") == cmd.Tend(who="a2", patient="a1")
    strip_poultices(game, "a3")
    with pytest.raises(IllegalCommand, match="nobody"):
        repl.parse(game, "tend a1")


# --- Heal -----------------------------------------------------------------------------------


def test_heal_at_deaths_door_saves() -> None:
    game = game_below()
    struck_down(game)
    assert dying.heal(game, "a1", cause="a healing draught") == "Death's Door"
    a1 = game.guild.adventurer("a1")
    assert a1.active and a1.conditions.stressed and game.dying == ()
    crawl.watch_passes(game, "long_task")
    crawl.watch_passes(game, "long_task")
    assert not dead(game)


# --- the rising dead ---------------------------------------------------------------------------


def test_a_death_below_records_a_risen_zombie_where_the_body_lies() -> None:
    game = game_below()
    struck_down(game)
    crawl.watch_passes(game, "long_task")
    name = game.guild.adventurer("a1").name
    assert game.state.risen == (
        Risen(room=game.room, kind="zombie", name=name, watch=game.watches + 1),
    )
    wounds.wound(game, game.guild.adventurer("a1"), critical=True)  # the dead take no more
    crawl.watch_passes(game, "long_task")
    assert len(game.state.risen) == 1 and game.fallen == ("a1",)


def test_a_critical_wound_at_deaths_door_kills_with_the_body_whole() -> None:
    game = game_below()
    struck_down(game)
    wounds.wound(game, game.guild.adventurer("a1"), critical=True)
    assert dead(game) and game.dying == ()
    assert [r.kind for r in game.state.risen] == ["zombie"]


def test_one_eaten_in_the_dark_rises_as_a_wraith() -> None:
    game = game_below()
    darkness.doom(game, game.guild.adventurer("a1"), "eaten", tarot.card_named("Two of Cups"))
    assert [(r.kind, r.name) for r in game.state.risen] == [
        ("wraith", game.guild.adventurer("a1").name)
    ]


# --- a new adventurer ----------------------------------------------------------------------------


def test_a_newcomer_joins_at_the_next_camp_in_the_dead_ones_place() -> None:
    game = game_below()
    struck_down(game)
    crawl.watch_passes(game, "long_task")
    fallen = game.guild.adventurer("a1")
    events = camp_through(game)
    assert [a.id for a in game.guild.adventurers] == ["a1", "a2", "a3", "a4"]
    newcomer = game.guild.adventurer("a4")
    assert game.guild.marching_order[-1] == "a4" and newcomer.path == fallen.path
    pack = game.pack
    assert len(newcomer.talents) == 2
    kin_talent, path_talent = (t.id for t in newcomer.talents)
    assert kin_talent == pack.kins[newcomer.kin].kin_talent
    assert path_talent in pack.paths[newcomer.path].talents
    assert kit.count(newcomer, "poultice") >= 1 and newcomer.inventory.hands != (None, None)
    joined = of(events, ev.Guild)
    assert len(joined) == 1 and joined[0].adventurers[-1] == newcomer.name
    assert fallen.name not in joined[0].adventurers
    assert any("p. 126" == e.rule and fallen.name in e.why for e in of(events, ev.Gm))
    assert game.phase == "crawl"
    assert game.guild.heirs == (("a1", "a4"),)  # a funeral's XP is theirs (p. 158)
    camp_through(game)
    assert len(game.guild.adventurers) == 4  # one newcomer per death


def camp_through(game: Game) -> list[ev.Event]:
    """A whole Camp (pp. 136–141): everyone rests, the night, the morning; its events."""
    events = game.execute(cmd.Camp())
    while game.phase == "camp":
        events += game.execute(cmd.CampOn())
    return events


def test_no_newcomer_without_a_death() -> None:
    game = game_below()
    camp_through(game)
    assert len(game.guild.adventurers) == 3 and game.replaced == ()


@pytest.mark.parametrize("seed", range(12))
def test_ultra_fast_creation_gives_a_kin_talent_and_one_path_talent(seed: int) -> None:
    pack = content.default()
    path = SUITS[seed % 4]
    a = creation.ultra_fast(rng.stream(seed, "creation"), pack, path, 7)
    assert a.id == "a7" and a.path == path and a.attributes[path] == 4
    assert [t.state for t in a.talents] == ["mastered", "mastered"]
    assert a.talents[0].id == pack.kins[a.kin].kin_talent
    assert a.talents[1].id in pack.paths[path].talents
    assert a.kin in pack.kiths[a.kith].kins and len(a.motifs) == 3 and a.name


def _pit_fall() -> tuple[Outcome, ...]:
    """The failure of the Invisible Path's crossing: a fall without end (assets/traps.toml)."""
    return content.default().traps["invisible_path"].trigger.on_failure


def test_one_who_falls_into_a_bottomless_pit_never_rises() -> None:
    game = game_below()
    outcomes.play(game, _pit_fall(), "a1")
    assert dead(game)
    assert game.state.risen == ()
    for _ in range(2):
        crawl.watch_passes(game, "long_task")
    assert game.state.risen == ()
    said = [narrate.event(e) or "" for e in game.log.events]
    assert not [line for line in said if "zombie" in line or "rising" in line]
    assert any("nothing of them will rise" in line for line in said)


def test_one_dissolved_in_acid_rises_as_a_wraith_not_a_zombie() -> None:
    game = game_below()
    outcomes.play(game, (Death(effect="death", body="destroyed"),), "a1")
    assert [r.kind for r in game.state.risen] == ["wraith"]


def test_an_outright_death_leaves_the_body_whole_unless_said() -> None:
    game = game_below()
    outcomes.play(game, (Death(effect="death"),), "a1")
    assert [r.kind for r in game.state.risen] == ["zombie"]
