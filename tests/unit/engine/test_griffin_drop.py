"""The griffin's drop (p. 264): a griffin in the air with one it grabbed, or that grabbed them
in a fly-by, lets them fall on a later turn as a free action, for falling damage (p. 96) by the
room's height (policy ``worm.gm.heights``); a Recover in the air is a fall too; the bot
Recovers before the drop.

The stand-in monster fights as the book's goblins (``fight_kit``) with the griffin's Flight and
Grab. Seed 5's guild: Patty, Offa, Svein.
"""

from __future__ import annotations

import pytest

from tests.unit.engine import test_creature_dooms as creature_dooms
from tests.unit.engine import test_holds as hold_tests
from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_challenge_actions import on_top
from tests.unit.engine.test_creature_dooms import doom, foe, member, ready, recover, roughhouse
from worm.engine import antagonists, skirmish
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import aloft, fighters, holds
from worm.engine.session import Game
from worm.gm import heights
from worm.model.challenge import GM, Declared
from worm.rules import aloft as air
from worm.rules import falling
from worm.rules import fate as fate_rules
from worm.tarot import card_named
from worm.text import fight
from worm.ui import field

fighting_as = creature_dooms.fighting_as  # the stand-in's dooms and numbers (a fixture)
wounded = hold_tests.wounded  # each Wound dealt to an adventurer (a fixture)


def griffin(game: Game, fighting_as) -> str:  # type: ignore[no-untyped-def]
    """The stand-in fights with the griffin's Flight and Grab (p. 264); Offa, Svein and
    Patty lay low Initiatives face up. Returns the band's key."""
    fighting_as(lesser=(doom(game, "griffin", "Flight"),), greater=(doom(game, "griffin", "Grab"),))
    for who, card in (("Offa", "Two"), ("Svein", "Three"), ("Patty", "Four")):
        set_initiative(game, member(game, who), f"{card} of Cups", shown=True)
    return game.challenge.fighter(foe(game)).group


def up(game: Game, band: str) -> None:
    """The band is in the air (Flight, p. 264)."""
    aloft._mark(game, band, air.AIR, on=True)


def seized(fighting_as, *, high: bool) -> tuple[Game, str, str]:  # type: ignore[no-untyped-def]
    """The griffin grabs Offa (a Roughhouse on The Sun) and, ``high``, is in the air with
    her. Returns the game, the band's key and Offa's."""
    game = ready()
    band = griffin(game, fighting_as)
    offa = member(game, "Offa")
    roughhouse(game, "The Sun", offa, doom_name="Grab")
    if high:
        up(game, band)
    return game, band, offa


def inside(game: Game) -> int:
    return sum(1 for z in game.challenge.zones if not z.exit)


@pytest.mark.parametrize(
    ("card", "outcome"),
    [("Two of Wands", "failure"), ("King of Pentacles", "great_success")],
    ids=["lands badly", "lands well"],
)
def test_a_griffin_aloft_drops_its_victim_for_a_fall_by_the_rooms_height(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
    card: str,
    outcome: str,
) -> None:
    """p. 264: flying with its victim, the griffin drops them on a later turn as a free action;
    p. 96: 1 Piercing Wound per full 10', a Pentacles test counting it 20' shorter on a great
    success. The fight's lines say who is carried aloft."""
    game, band, offa = seized(fighting_as, high=True)
    ch = game.challenge
    assert holds.aloft_with(ch, offa)
    name, holder = ch.fighter(offa).name, ch.fighter(foe(game)).name
    feet = heights.room_feet(inside(game))
    for shown in (fight.view(game), field.view(game).plain):  # the text game, the side panel
        assert f"carried aloft by {holder}, {feet}' over the floor" in shown
        assert f"holds {name} aloft" in shown
    hand = game.challenge.hand(GM)
    on_top(game, card)
    log = len(game.log.events)
    holds.drop(game, band)
    ch = game.challenge
    assert offa not in ch.held and "root" not in ch.fighter(offa).effects
    assert ch.hand(GM) == hand, "a free action: no card spent"
    pentacles = game.guild.adventurer(offa).attributes["pentacles"]
    test = fate_rules.resolve("pentacles", pentacles, 0, card_named(card), offa)
    assert test.outcome.value == outcome
    expected = falling.damage(feet, test.outcome).wounds
    assert expected == (feet // 10 if outcome == "failure" else max(0, feet - 20) // 10)
    assert wounded == [(offa, True)] * expected
    said = [e.rule for e in game.log.events[log:] if isinstance(e, ev.Gm)]
    assert "p. 264" in said and "p. 96" in said


def test_a_griffin_on_the_ground_drops_no_one_and_takes_wing_with_its_victim(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 264: only a flying griffin drops its victim; policy (``worm.gm.holds``): holding one
    on the ground, it takes wing with them, hurt or not."""
    game, band, offa = seized(fighting_as, high=False)
    holds.drop(game, band)
    assert offa in game.challenge.held and not wounded, "on the ground: nothing to drop from"
    assert band not in game.challenge.harmed_by
    give(game, GM, "Two of Swords", "Three of Swords")
    plan = aloft.plan(game, band)
    assert plan is not None and plan.doom == "Flight"
    log = len(game.log.events)
    aloft.play(game, Declared(band, band, plan.action, plan.card, doom=plan.doom))
    assert holds.aloft_with(game.challenge, offa), "carried up with the griffin"
    said = [e.why for e in game.log.events[log:] if isinstance(e, ev.Gm) and e.rule == "p. 264"]
    assert any("carried up" in why for why in said), "the log says who is carried aloft"
    name = game.challenge.fighter(offa).name
    swings = [e.why for e in game.log.events[log:] if isinstance(e, ev.Gm) and e.rule == "p. 109"]
    assert not any(why.startswith(f"{name} cuts") for why in swings), "no swing at her carrier"


def test_a_fly_by_grab_carries_its_victim_up_unengaged(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 264: a grab done during a fly-by attack leaves the victim in the air with the
    griffin, which stays out of melee engagement."""
    game = ready()
    band = griffin(game, fighting_as)
    up(game, band)
    offa = member(game, "Offa")
    roughhouse(game, "The Sun", offa, doom_name="Grab")
    ch = game.challenge
    assert ch.held[offa] == (foe(game), "Grab")
    assert holds.aloft_with(ch, offa)
    assert not ch.fighter(foe(game)).engaged


@pytest.mark.parametrize("high", [False, True], ids=["on the ground", "in the air"])
def test_a_recover_in_the_air_is_a_fall(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
    high: bool,
) -> None:
    """p. 264: the victim Recovers from the grab as normal (p. 119), but falls if they do it
    while the griffin is flying."""
    game, band, offa = seized(fighting_as, high=high)
    on_top(game, "Two of Wands")  # the fall's Pentacles test fails: the fall counts in full
    recover(game, offa)
    assert offa not in game.challenge.held
    feet = heights.room_feet(inside(game))
    assert wounded == ([(offa, True)] * (feet // 10) if high else [])


@pytest.mark.parametrize("high", [False, True], ids=["on the ground", "in the air"])
def test_the_bot_recovers_from_a_griffins_grab_before_the_drop(
    fighting_as,  # type: ignore[no-untyped-def]
    high: bool,
) -> None:
    """Policy (``Skirmisher._steady``): grabbed by a griffin, whose blows could hurt, the bot
    still Recovers: on the floor before it is carried up (p. 264), in the air at once."""
    game, band, offa = seized(fighting_as, high=high)
    give(game, offa, "Two of Swords", "Nine of Cups")
    ch = game.challenge
    me = ch.fighter(offa)
    assert fighters.recoverable(game, me) == ["root"]
    steady = skirmish.Skirmisher()._steady(game, ch, me, list(ch.hand(offa)))
    assert isinstance(steady, cmd.Play) and steady.action == "Recover"


def test_the_griffins_turn_begins_with_the_drop(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 264: the drop comes on a turn after the grab, before the griffin's action, and
    the griffin still acts with its card (policy ``worm.gm.holds``: aloft with its victim,
    it lets go at once)."""
    game, band, offa = seized(fighting_as, high=True)
    give(game, GM, "Five of Swords", "Six of Swords")
    on_top(game, "Two of Wands")
    antagonists.turn(game, band)
    assert offa not in game.challenge.held
    assert (offa, True) in wounded
