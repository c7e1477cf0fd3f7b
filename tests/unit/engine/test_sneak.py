"""Sneak (p. 74): going off-stage, left out of the scene, and turning up later — for 1 Resolve
into a fight under way (nobody surprised), as an ambush on creatures met before a fight (an
adventurer's ambush succeeds without a card, p. 109), free once nothing is afoot.

The guild is seed 3's, below with the stand-in creatures met as in ``fight_kit``; whoever is
first in the marching order is taught the talent.
"""

from __future__ import annotations

import pytest

from tests.unit.engine import fight_kit
from tests.unit.engine.fight_kit import STAND_IN, band_met, fight_as_goblins
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import challenge, sneak
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import ambusher
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import initiative
from worm.text import repl


def below(seed: int = 3) -> tuple[Game, str]:
    """A guild below, at rest, whose first member knows Sneak (and has Resolve to spend)."""
    game = Game.new(seed, size=3)
    game.execute(cmd.Delve())
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    first = game.guild.in_marching_order()[0]
    teach(game, first.name, sneak.TALENT)
    a = game.guild.adventurer(first.id)
    game.set_adventurer(a.model_copy(update={"resolve": 3}))
    return game, first.id


def meet_them(game: Game, phase: str) -> None:
    """Six of the stand-in creatures met where the guild stands, talking (``parley``) or
    already fighting (``challenge``: the fight begins at once)."""
    game.meeting = band_met(game, STAND_IN, 6, "anger")
    game.set_phase(phase, "test")  # type: ignore[arg-type]
    if phase == "challenge":
        challenge.begin(game)


def rulings(events: list[ev.Event], rule: str) -> list[str]:
    return [e.why for e in events if isinstance(e, ev.Gm) and e.rule == rule]


def test_one_off_sneaking_is_left_out_and_arrives_into_the_fight_for_a_resolve() -> None:
    """p. 74: off-stage when the fight begins, so not in it; arriving costs 1 Resolve, nobody
    is surprised, and at the Initiative step the sneaker is dealt a hand with the rest."""
    game, who = below()
    events = game.execute(cmd.Sneak(who=who))
    assert who in game.sneaking and rulings(events, "p. 74")
    meet_them(game, "challenge")
    ch = game.challenge
    assert ch is not None and who not in {f.key for f in ch.fighters}
    assert len(ch.side("guild")) == 2
    assert ch.step == "initiative"
    events = game.execute(cmd.Arrive(who=who))
    ch = game.challenge
    assert ch is not None
    me = ch.fighter(who)
    assert me.fighting and me.zone == 0 and ch.group(who).side == "guild"
    assert len(ch.hand(who)) == initiative.PLAYER_HAND
    assert game.guild.adventurer(who).resolve == 2
    assert who not in game.sneaking and rulings(events, "p. 74")
    game.execute(cmd.Initiative(who=who, card=ch.hand(who)[0].name))
    assert game.challenge is not None and game.challenge.group(who).initiative is not None


def test_arriving_on_creatures_met_is_an_ambush_whose_blow_lands_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 74: before a fight, the arrival counts as an ambush (p. 110): the talk is over, and
    the sneaker's stated blow succeeds without a card (p. 109) before the first round."""
    fight_as_goblins(monkeypatch)
    game, who = below()
    meet_them(game, "parley")
    game.execute(cmd.Sneak(who=who))
    events = game.execute(cmd.Arrive(who=who))
    ch = game.challenge
    assert game.phase == "challenge" and ch is not None
    assert rulings(events, "p. 110")
    struck = [e for e in events if isinstance(e, ev.Narration) and "from hiding" in e.text]
    assert struck, "the ambush's blow is told"
    me = ch.fighter(who)
    assert me.fighting and me.engaged, "a blow in melee engages (p. 109)"
    wounds = [e for e in events if isinstance(e, ev.Wound) and "struck by" in e.cause]
    assert [w.cause for w in wounds] == [f"struck by {game.guild.adventurer(who).name}"]
    first = next(iter(ch.side("foes", fighting=False)))
    assert [p.defense for p in first.parts] == [0], "1 Wound, to a goblin's Defense 1 first"
    assert game.guild.adventurer(who).resolve == 2
    assert ch.round == 1, "then the Challenge begins as normal"


def test_with_nothing_afoot_the_sneaker_slinks_back_for_free() -> None:
    game, who = below()
    game.execute(cmd.Sneak(who=who))
    events = game.execute(cmd.Arrive(who=who))
    assert who not in game.sneaking
    assert game.guild.adventurer(who).resolve == 3
    assert rulings(events, "p. 74")


def test_making_camp_brings_every_sneaker_back() -> None:
    game, who = below()
    game.execute(cmd.Sneak(who=who))
    game.execute(cmd.Camp())
    assert game.sneaking == () and game.phase == "camp"


def test_what_cannot_be_done() -> None:
    """Not in a fight, not twice, not without the talent, not the last one on the scene; no
    arriving from nowhere, and no Resolve, no arrival into a fight."""
    game, who = below()
    others = [a.id for a in game.guild.adventurers if a.id != who]
    for other in others:
        teach(game, game.guild.adventurer(other).name, sneak.TALENT, None)
    with pytest.raises(IllegalCommand, match="does not know Sneak"):
        game.execute(cmd.Sneak(who=others[0]))
    with pytest.raises(IllegalCommand, match="not off sneaking"):
        game.execute(cmd.Arrive(who=who))
    for other in others:
        teach(game, game.guild.adventurer(other).name, sneak.TALENT)
    game.execute(cmd.Sneak(who=who))
    with pytest.raises(IllegalCommand, match="already off sneaking"):
        game.execute(cmd.Sneak(who=who))
    game.execute(cmd.Sneak(who=others[0]))
    with pytest.raises(IllegalCommand, match="last of the guild"):
        game.execute(cmd.Sneak(who=others[1]))
    meet_them(game, "challenge")
    with pytest.raises(IllegalCommand, match="middle of a fight"):
        game.execute(cmd.Sneak(who=others[1]))
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"resolve": 0}))
    with pytest.raises(IllegalCommand, match="no Resolve"):
        game.execute(cmd.Arrive(who=who))
    assert who in game.sneaking


def test_the_text_game_reads_sneak_and_arrive() -> None:
    """'sneak WHO' and 'arrive WHO' (the terminal's ':' line takes the same words)."""
    game, who = below()
    name = game.guild.adventurer(who).name.split()[0]
    assert repl.parse(game, f"sneak {name}") == cmd.Sneak(who=who)
    assert repl.parse(game, f"arrive {name}") == cmd.Arrive(who=who)
    with pytest.raises(IllegalCommand, match="sneak WHO"):
        repl.parse(game, "sneak")


def test_the_bot_falls_on_a_band_from_hiding_and_slinks_back_after() -> None:
    """The bot, set on fighting a band it talked with, first sends its sneak off (mastered,
    a Resolve kept), then has them arrive as the ambush; in the Crawl it calls them back."""
    game, who = below()
    meet_them(game, "parley")
    bot = Autoplay()
    assert bot._fall_on(game) == cmd.Sneak(who=who)
    game.execute(cmd.Sneak(who=who))
    assert bot._fall_on(game) == cmd.Arrive(who=who)
    game, who = below()
    game.execute(cmd.Sneak(who=who))
    assert bot.next(game) == cmd.Arrive(who=who)
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"resolve": 1}))
    game.execute(cmd.Arrive(who=who))
    meet_them(game, "parley")
    assert bot._fall_on(game) == cmd.Fight(), "no Resolve to keep: a plain fight"


def test_one_off_sneaking_does_not_raise_the_alarm_of_an_ambush() -> None:
    """p. 110: the front adventurer tests Cups against creatures lying in wait; one off
    sneaking (p. 74) is not there, so the next behind them tests."""
    game, who = below()
    game.execute(cmd.Sneak(who=who))
    game.meeting = band_met(game, STAND_IN, 6, "anger")
    game.set_phase("challenge", "test")
    mark = len(game.log.events)
    challenge.begin(game, ambush=True)
    events = game.log.events[mark:]
    front = next(a for a in game.guild.in_marching_order() if a.id != who)
    alarm = [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 110"]
    assert alarm and front.name in alarm[0]
    assert game.guild.adventurer(who).name not in alarm[0]


def lone_ambusher() -> tuple[Game, str]:
    """``below``'s sneak knows Ambusher too, and no one else does; creatures are met."""
    game, who = below()
    for a in game.guild.adventurers:
        teach(game, a.name, ambusher.TALENT, "mastered" if a.id == who else None)
    game.meeting = band_met(game, STAND_IN, 6, "anger")
    return game, who


def test_an_ambusher_off_sneaking_is_not_there_to_warn_the_guild() -> None:
    """p. 74: the Ambusher's hue and cry is raised by one with the guild; off sneaking, the
    sneaker is not, and the front adventurer's alarm test is asked instead (p. 110)."""
    game, _ = lone_ambusher()
    assert ambusher.warns(game), "precondition: on stage, the ambusher warns"
    game, who = lone_ambusher()
    game.sneaking = (who,)
    before = game.guild.adventurer(who).resolve
    assert not ambusher.warns(game)
    assert game.guild.adventurer(who).resolve == before


def test_with_no_one_else_left_on_stage_the_sneaker_is_in_the_fight() -> None:
    """Policy: those left on the scene fell while one was off sneaking; a fight that begins
    then has the sneaker in it, for the scene is theirs alone."""
    game, who = below()
    game.execute(cmd.Sneak(who=who))
    for a in game.guild.adventurers:
        if a.id != who:
            dead = a.conditions.model_copy(update={"dead": True})
            game.set_adventurer(a.model_copy(update={"conditions": dead}))
    assert not any(a.active for a in game.guild.adventurers if a.id != who)
    meet_them(game, "challenge")
    assert game.sneaking == ()
    assert game.challenge is not None and who in {f.key for f in game.challenge.fighters}


def test_the_ambush_blow_lands_on_the_first_foe_without_a_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """pp. 74, 109: ``sneak.strike`` — the stated blow of one falling on a band from hiding
    succeeds without a card: 1 Wound to the first foe, and a melee blow engages it."""
    fight_as_goblins(monkeypatch)
    game = fight_kit.fight(3, count=2, size=3)
    ch = game.challenge
    assert ch is not None
    who = game.guild.in_marching_order()[0].id
    first = next(iter(ch.side("foes")))
    before = sum(p.defense + p.health for p in first.parts)
    held = sorted(c.name for c in ch.cards())
    sneak.strike(game, who)
    ch = game.under_way()
    after = sum(p.defense + p.health for p in ch.fighter(first.key).parts)
    assert before - after == 1
    assert sorted(c.name for c in ch.cards()) == held, "no card is played for it"
