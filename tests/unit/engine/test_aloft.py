"""Creatures out of melee reach (Appendix C): Flight (pp. 260, 264, 265), Spite Alone Holds
Me Aloft (p. 269), Shapeshifter (p. 251), Mist Form (p. 282), Body of Smokeless Fire
(p. 267) and Intangible (p. 251).

The stand-in monster fights as the book's goblins given the doom or note under test; seed 5's
guild: Patty (a blade), Offa (a dagger) and Svein.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    hold,
    member,
    note,
    ready,
    rulings,
    wounds_to,
)
from tests.unit.engine.test_free_dooms import far_from_the_guild
from worm import tarot
from worm.content.denizens import Note
from worm.engine import antagonists, options, skirmish
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import aloft as reach
from worm.engine.actions import facedown
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import GM, Facedown
from worm.model.inventory import Carried
from worm.rules import aloft
from worm.text import fight as fight_words


def hurt(game: Game) -> None:
    """Someone of the guild has hurt the band this fight."""
    game.challenge = replace(game.challenge, harmed_by={"foes": member(game, "Patty")})


def marks(game: Game) -> frozenset[str]:
    return game.challenge.fighter(foe(game)).effects


def its_turn(game: Game, who: str, laid: str = "Two of Cups") -> str:
    """It is ``who``'s turn, their Initiative laid face up."""
    k = member(game, who)
    set_initiative(game, "foes", "Death", shown=True)
    set_initiative(game, k, laid, shown=True)
    ch = game.challenge
    game.challenge = replace(ch, step="turn", actor=k, spent=frozenset({k}), count=2)
    return k


def spite(game: Game) -> Note:
    creature = game.pack.bestiary["lich_yellow_king"]
    return next(n for p in creature.pools for n in p.notes if n.name == aloft.SPITE)


def at_one_health(game: Game) -> None:
    """The band is down to 1 Health, less than half its own."""
    band = game.challenge.fighter(foe(game))
    body = band.parts[0]
    game.challenge = game.challenge.with_fighter(replace(band, parts=(replace(body, health=1),)))


def risen(game: Game, *hand: str) -> None:
    """The band, hurt, holds ``hand`` and rises on its turn."""
    hurt(game)
    give(game, GM, *hand)
    rise(game)


def rise(game: Game) -> None:
    """The band's turn, and the rising it declares resolved."""
    declared = antagonists.turn(game, "foes")
    assert declared is not None
    antagonists.play(game, declared)


@pytest.mark.parametrize("owner", ["dragon", "griffin", "harpy"])
def test_a_hurt_flier_takes_wing_and_melee_cannot_reach_it_but_a_bow_can(
    fighting_as,  # noqa: F811
    owner: str,
) -> None:
    """pp. 260, 264, 265: Flight is a Move that keeps the flier out of melee engagement, open
    to missiles. Hurt, with two lesser dooms, it rises on its lowest (The Magician) and
    leaves Patty's engagement; her blade is then refused and not offered, a bow is."""
    game = ready()
    fighting_as(lesser=(doom(game, owner, "Flight"),))
    patty = member(game, "Patty")
    hurt(game)
    give(game, GM, "The Magician", "The Empress")
    mark = len(game.log.events)
    rise(game)
    assert aloft.AIR in marks(game)
    assert not game.challenge.fighter(foe(game)).engaged
    assert [c.name for c in game.challenge.hand(GM)] == ["The Empress"]
    assert rulings(game.log.events[mark:], "pp. 260, 264, 265")
    its_turn(game, "Patty")
    give(game, patty, "Six of Swords")
    six = tarot.card_named("Six of Swords")
    offered = options.plays(game, patty, six)
    assert not [p for p in offered if p.action in ("Attack", "Roughhouse")]
    with pytest.raises(IllegalCommand, match="in the air"):
        game.execute(cmd.Play(who=patty, card=six.name, action="Attack", target=foe(game)))
    hold(game, patty, "bow")
    hold(game, patty, "arrows", place="belt")
    shots = [p for p in options.plays(game, patty, six) if p.action == "Attack"]
    assert {p.target for p in shots} == {foe(game)}, [p.label for p in shots]


def test_an_unhurt_flier_stays_on_the_ground(fighting_as) -> None:  # noqa: F811
    """Policy (p. 260): the dragon takes wing only once the guild has hurt it."""
    game = ready()
    fighting_as(lesser=(doom(game, "dragon", "Flight"),))
    give(game, GM, "The Magician", "The Empress")
    declared = antagonists.turn(game, "foes")
    assert declared is not None and declared.doom != aloft.FLIGHT
    assert aloft.AIR not in marks(game)


def test_a_fly_by_attack_wounds_without_engaging(fighting_as) -> None:  # noqa: F811
    """p. 260: from the air the dragon's Attack lands and does not engage whom it hits."""
    game = ready()
    fighting_as(lesser=(doom(game, "dragon", "Flight"),))
    risen(game, "The Magician", "The Empress")
    give(game, GM, "Justice")
    declared = antagonists.turn(game, "foes")
    assert declared is not None and declared.action == "Attack"
    target = declared.targets[0][0]
    set_initiative(game, target, "Ace of Cups")
    mark = len(game.log.events)
    antagonists.play(game, declared)
    assert wounds_to(game.log.events[mark:], game.guild.adventurer(target).name) >= 1
    assert not game.challenge.fighter(target).engaged


def test_the_yellow_king_hovers_as_a_miscellaneous_action(fighting_as) -> None:  # noqa: F811
    """p. 269: Spite Alone Holds Me Aloft, any card as a miscellaneous action; up there only
    ranged attacks reach him. Without the crown's note he comes down (p. 270)."""
    game = ready()
    fighting_as(notes=(spite(game),))
    hurt(game)
    give(game, GM, "The Magician", "The Empress")
    mark = len(game.log.events)
    rise(game)
    assert aloft.AIR in marks(game)
    assert rulings(game.log.events[mark:], "p. 269")
    fighting_as(notes=())
    give(game, GM, "The Empress")
    antagonists.turn(game, "foes")
    assert aloft.AIR not in marks(game)


def test_a_shapeshifter_takes_a_winged_shape_for_a_greater_doom(fighting_as) -> None:  # noqa: F811
    """p. 251: Shapeshifter, a greater doom played, gains what the shape can do: flying."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Shapeshifter"),))
    risen(game, "The Magician", "The Star")
    assert aloft.AIR in marks(game)
    assert [c.name for c in game.challenge.hand(GM)] == ["The Magician"]


def test_mist_form_lets_nothing_physical_through_until_the_vampire_strikes(
    fighting_as,  # noqa: F811
) -> None:
    """p. 282: Mist Form, a greater doom played at half Health or less: physical things pass
    through, a blade and an arrow alike; the vampire takes back its shape to strike."""
    game = ready()
    fighting_as(greater=(doom(game, "vampire", "Mist Form"),))
    at_one_health(game)
    give(game, GM, "The Magician", "The Star")
    mark = len(game.log.events)
    rise(game)
    assert aloft.GHOST in marks(game)
    assert rulings(game.log.events[mark:], "p. 282")
    patty = member(game, "Patty")
    its_turn(game, "Patty")
    give(game, patty, "Six of Swords")
    hold(game, patty, "bow")
    hold(game, patty, "arrows", place="belt")
    with pytest.raises(IllegalCommand, match="intangible"):
        game.execute(cmd.Play(who=patty, card="Six of Swords", action="Attack", target=foe(game)))
    assert reach.solid(game, "foes", "Attack", ())
    assert aloft.GHOST not in marks(game)


@pytest.mark.parametrize(
    ("owner", "rule", "low"),
    [("jinn", aloft.SMOKELESS, "The Magician"), ("elite", aloft.INTANGIBLE, "The Star")],
)
def test_a_hurt_band_turns_intangible_after_acting_and_pays_again_to_strike(
    fighting_as,  # noqa: F811
    owner: str,
    rule: str,
    low: str,
) -> None:
    """pp. 267, 251: Body of Smokeless Fire (any card) and Intangible (a greater doom), each
    discarded outside the one card a turn, to turn intangible and again to turn solid."""
    game = ready()
    block = doom(game, owner, rule)
    fighting_as(**{"lesser" if block.kind == "lesser" else "greater": (block,)})
    hurt(game)
    give(game, GM, "The Magician", "The Empress", "The Star", "The Moon")
    reach.fade(game, "foes")
    assert aloft.GHOST in marks(game)
    assert low not in [c.name for c in game.challenge.hand(GM)]
    left = len(game.challenge.hand(GM))
    strike = game.challenge.hand(GM)[0]
    assert reach.solid(game, "foes", "Attack", (strike,))
    assert aloft.GHOST not in marks(game)
    assert len(game.challenge.hand(GM)) == left - 1 and strike in game.challenge.hand(GM)


def test_the_bot_dodges_a_flier_its_blade_cannot_reach(fighting_as) -> None:  # noqa: F811
    """The bot wastes no play on a foe out of reach (issue 19 point 7): Dodge instead."""
    game = ready()
    fighting_as(lesser=(doom(game, "dragon", "Flight"),))
    risen(game, "The Magician", "The Empress")
    patty = its_turn(game, "Patty")
    give(game, patty, "Six of Swords", "Three of Cups")
    played = skirmish.Skirmisher().next(game)
    assert isinstance(played, cmd.Play) and played.action == "Dodge"
    line = fight_words.state_words(game, game.challenge, game.challenge.fighter(foe(game)), ())
    assert "in the air" in line


def lit_torch(game: Game, who: str) -> None:
    """``who`` holds a lit torch in the off hand, the weapon kept."""
    a = game.guild.adventurer(who)
    torch = Carried(uid=a.inventory.next_uid(), item="torch", flickers=3, lit=True)
    hands = (a.inventory.hands[0], torch, *a.inventory.hands[2:])
    game.set_adventurer(
        a.model_copy(update={"inventory": a.inventory.model_copy(update={"hands": hands})})
    )


def test_a_wraith_is_intangible_till_a_torch_is_shone_on_it_for_the_round(
    fighting_as,  # noqa: F811
) -> None:
    """p. 284: Shadow Form is intangible by nature, yet the wraith strikes at will; a torch
    shone on it as a miscellaneous action makes it solid to everyone till the round ends."""
    game = ready()
    fighting_as(notes=(note(game, "wraith", "Shadow Form"),))
    reach.shadows(game)
    assert aloft.GHOST in marks(game)
    assert reach.solid(game, "foes", "Attack", ())
    assert aloft.GHOST in marks(game)  # it strikes without turning solid
    patty, offa = member(game, "Patty"), member(game, "Offa")
    its_turn(game, "Patty")
    give(game, patty, "Six of Swords")
    offered = options.plays(game, patty, tarot.card_named("Six of Swords"))
    assert not [p for p in offered if p.action == "Attack"]
    assert not [p for p in offered if p.option == aloft.SHINE]  # no light in hand
    lit_torch(game, patty)
    give(game, patty, "Six of Swords", "Three of Cups")
    give(game, offa, "Seven of Swords")
    offered = options.plays(game, patty, tarot.card_named("Six of Swords"))
    assert [p for p in offered if p.option == aloft.SHINE]
    mark = len(game.log.events)
    game.execute(
        cmd.Play(who=patty, card="Six of Swords", action="Trivial Action", option=aloft.SHINE)
    )
    assert aloft.GHOST not in marks(game)
    assert rulings(game.log.events[mark:], "p. 284")
    its_turn(game, "Offa", "Four of Cups")
    offered = options.plays(game, offa, tarot.card_named("Seven of Swords"))
    assert [p for p in offered if p.action == "Attack" and p.target == foe(game)]
    reach.shadows(game)  # the next round
    assert aloft.GHOST in marks(game)


def test_the_bot_shines_its_torch_on_a_wraith(fighting_as) -> None:  # noqa: F811
    """p. 284: the bot holding a lit torch beside a wraith shines it with its lowest card,
    rather than strike at what its blade would pass through."""
    game = ready()
    fighting_as(notes=(note(game, "wraith", "Shadow Form"),))
    reach.shadows(game)
    patty = its_turn(game, "Patty")
    lit_torch(game, patty)
    give(game, patty, "Six of Swords", "Three of Cups")
    played = skirmish.Skirmisher().next(game)
    assert isinstance(played, cmd.Play)
    assert (played.action, played.option, played.card) == (
        "Trivial Action",
        aloft.SHINE,
        "Three of Cups",
    )


@pytest.mark.parametrize("leap", [True, False], ids=["brain spider", "goblins"])
def test_a_great_leap_clears_the_caltrops_in_the_zone_between(
    fighting_as,  # noqa: F811
    leap: bool,
) -> None:
    """p. 256: the brain spider's Dash jumps 2 zones, clearing what lies between; goblins
    Dashing through a zone strewn with caltrops tread on them (p. 164)."""
    game = ready()
    fighting_as(lesser=(doom(game, "brain_spider", "Great Leap"),) if leap else ())
    far_from_the_guild(game, 2)
    ch = game.challenge
    start = ch.fighter(foe(game)).zone
    between = next(z for z in ch.zone(start).neighbours if 0 in ch.zone(z).neighbours)
    zones = tuple(
        replace(z, rules=z.rules | {"caltrops"}) if z.id == between else z for z in ch.zones
    )
    game.challenge = replace(ch, zones=zones)
    give(game, GM, "The Magician")
    declared = antagonists.turn(game, "foes")
    assert declared is not None and declared.action == "Dash"
    mark = len(game.log.events)
    antagonists.play(game, declared)
    assert game.challenge.fighter(foe(game)).zone == 0
    assert bool(rulings(game.log.events[mark:], "p. 256")) == leap
    assert bool(rulings(game.log.events[mark:], "p. 164")) == (not leap)


def test_an_invisible_jinn_cannot_be_aimed_at_till_it_strikes(fighting_as) -> None:  # noqa: F811
    """p. 267: Invisible, any card played (policy: at half Health or less, its lowest):
    Shrouded, no one may aim at it, a blade or words alike; its own blow ends it."""
    game = ready()
    fighting_as(lesser=(doom(game, "jinn", "Invisible"),))
    at_one_health(game)
    give(game, GM, "The Magician", "The Empress")
    mark = len(game.log.events)
    rise(game)
    assert aloft.SHROUD in marks(game)
    assert [c.name for c in game.challenge.hand(GM)] == ["The Empress"]
    assert rulings(game.log.events[mark:], "p. 267")
    patty = its_turn(game, "Patty")
    give(game, patty, "Six of Swords")
    offered = options.plays(game, patty, tarot.card_named("Six of Swords"))
    assert not [p for p in offered if p.target == foe(game)]
    with pytest.raises(IllegalCommand, match="Shrouded"):
        game.execute(cmd.Play(who=patty, card="Six of Swords", action="Attack", target=foe(game)))
    assert reach.solid(game, "foes", "Attack", ())
    assert aloft.SHROUD not in marks(game)


@pytest.mark.parametrize("high", [False, True], ids=["on the ground", "aloft"])
def test_a_harpy_pulls_its_target_up_and_drops_it_for_a_piercing_wound(
    fighting_as,  # noqa: F811
    high: bool,
) -> None:
    """p. 265: Pull Into the Air, its Pentacles added on its turn, deals a Piercing Wound and
    leaves the harpy engaged. Policy: from the ground; once aloft it makes fly-by attacks."""
    game = ready()
    fighting_as(lesser=(doom(game, "harpy", "Flight"), doom(game, "harpy", "Pull Into the Air")))
    if high:
        risen(game, "The Magician", "The Empress")
    give(game, GM, "Justice")
    declared = antagonists.turn(game, "foes")
    assert declared is not None
    if high:
        assert declared.action == "Attack"
        return
    assert (declared.action, declared.doom) == ("Roughhouse", aloft.PULL)
    target = declared.targets[0][0]
    set_initiative(game, target, "Ace of Cups")
    mark = len(game.log.events)
    antagonists.play(game, declared)
    struck = [
        e
        for e in game.log.events[mark:]
        if isinstance(e, ev.Wound) and e.who == game.guild.adventurer(target).name
    ]
    assert struck and struck[0].piercing
    assert rulings(game.log.events[mark:], "p. 265")
    assert target in game.challenge.fighter(foe(game)).engaged


@pytest.mark.parametrize("torch", [True, False], ids=["a torch lit", "no light"])
def test_the_bot_stands_against_a_wraith_only_with_a_light_to_shine(
    fighting_as,  # noqa: F811
    torch: bool,
) -> None:
    """p. 284: no blade reaches a wraith in Shadow Form, so a guild with no light runs; one
    holding a lit torch stays to shine it and fight."""
    game = ready()
    fighting_as(notes=(note(game, "wraith", "Shadow Form"),))
    reach.shadows(game)
    for a in game.guild.adventurers:  # every light out (Svein carries a lantern)
        inv = a.inventory
        hands = tuple(c if c is None else c.model_copy(update={"lit": False}) for c in inv.hands)
        belt = tuple(c if c is None else c.model_copy(update={"lit": False}) for c in inv.belt)
        update = {"inventory": inv.model_copy(update={"hands": hands, "belt": belt})}
        game.set_adventurer(a.model_copy(update=update))
    if torch:
        lit_torch(game, member(game, "Patty"))
    for fighter in game.challenge.side("guild"):
        give(game, fighter.key, "Six of Swords", "Three of Cups", "Five of Wands")
        break
    played = skirmish.Skirmisher().next(game)
    assert isinstance(played, cmd.Initiative if torch else cmd.Retreat)


def test_a_riposte_passes_through_a_wraith_that_strikes(fighting_as) -> None:  # noqa: F811
    """p. 284: the wraith strikes at will while intangible, and Patty's Riposte, a blade,
    passes through it; once a light is shone on it the Riposte wounds it."""
    game = ready()
    fighting_as(notes=(note(game, "wraith", "Shadow Form"),))
    patty = member(game, "Patty")
    name = game.challenge.fighter(foe(game)).name
    for lit in (False, True):
        if not lit:
            reach.shadows(game)
        else:
            game.challenge = game.challenge.with_fighter(
                replace(game.challenge.fighter(foe(game)), effects=frozenset())
            )
        ch = game.challenge
        down = Facedown("Riposte", give(game, patty, "King of Swords")[0])
        game.challenge = ch.with_group(replace(ch.group(patty), facedown=down)).with_hand(patty, ())
        mark = len(game.log.events)
        facedown.riposte(game, game.challenge.fighter(patty), game.challenge.fighter(foe(game)), 2)
        assert (wounds_to(game.log.events[mark:], name) > 0) == lit
        assert bool(rulings(game.log.events[mark:], "p. 284")) == (not lit)


@pytest.mark.parametrize("owner", ["elite", "dragon"], ids=["intangible", "aloft"])
def test_the_bot_waits_out_an_intangible_foe_but_runs_from_one_aloft(
    fighting_as,  # noqa: F811
    owner: str,
) -> None:
    """An elite must turn solid to strike (Intangible, p. 251), so the bot stays to meet it;
        a dragon stays aloft (p. 260), and a guild whose blows cannot reach it gives up the fight:
    no running from a flier, so it yields."""
    game = ready()
    if owner == "elite":
        fighting_as(greater=(doom(game, "elite", aloft.INTANGIBLE),))
        hurt(game)
        give(game, GM, "The Magician", "The Star", "The Moon")
        reach.fade(game, "foes")
        assert aloft.GHOST in marks(game)
    else:
        fighting_as(lesser=(doom(game, "dragon", aloft.FLIGHT),))
        risen(game, "The Magician", "The Empress")
    guild = game.challenge.side("guild")
    assert all(reach.out_of_reach(game, f, game.challenge.fighter(foe(game))) for f in guild)
    give(game, guild[0].key, "Six of Swords", "Three of Cups", "Five of Wands")
    played = skirmish.Skirmisher().next(game)
    if owner == "elite":
        assert isinstance(played, cmd.Initiative)
    else:  # no outrunning a flier (p. 124): the guild yields to one that takes prisoners
        assert isinstance(played, cmd.Surrender)
