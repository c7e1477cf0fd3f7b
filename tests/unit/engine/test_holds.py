"""Creatures that hold an adventurer fast (Appendix C, ``worm.rules.holds``): the grab
(pp. 254, 264, 279), the gluttony devil's bite (p. 258), the slime's engulfing (p. 278),
Squeeze, Throw Stones, Grind, and the elemental's Engulf (p. 247), with the book's numbers.

The stand-in monster fights as the book's goblins (``fight_kit``) with the doom under test.
Seed 5's guild: Patty (blade and heavy shield), Offa (dagger), Svein (dagger).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine import test_challenge_actions as acts
from tests.unit.engine import test_creature_dooms as creature_dooms
from tests.unit.engine.fight_kit import accounted, give, set_initiative, take
from tests.unit.engine.test_creature_dooms import (
    doom,
    foe,
    hold,
    member,
    ready,
    recover,
    roughhouse,
)
from worm import tarot
from worm.engine import antagonists, challenge, skirmish
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import (
    catalogue,
    cups,
    declare,
    fighters,
    harm,
    holds,
    miscellaneous,
    swords,
)
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import foes
from worm.model.challenge import GM, Declared
from worm.model.fate import Outcome
from worm.model.inventory import Carried
from worm.rules import holds as hold_rules
from worm.text import fight
from worm.ui import field

fighting_as = creature_dooms.fighting_as  # the stand-in's dooms and numbers (a fixture)


@pytest.fixture
def wounded(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Each Wound dealt to an adventurer: whom, and whether it was Piercing."""
    hits: list[tuple[str, bool]] = []

    def record(game: Game, key: str, *, piercing: bool = False, **kw: object) -> None:
        hits.append((key, piercing))

    monkeypatch.setattr(harm, "wound_adventurer", record)
    return hits


def statue(game: Game, fighting_as) -> None:  # type: ignore[no-untyped-def]
    """The stand-in fights with the animate statue's dooms (p. 254)."""
    fighting_as(
        lesser=(doom(game, "animate_statue", "Grab"), doom(game, "animate_statue", "Throw Stones")),
        greater=(doom(game, "animate_statue", "Squeeze"),),
    )


def low(game: Game) -> Game:
    """Offa, Svein and Patty on the Two, Three and Four of Cups, face up."""
    for who, card in (("Offa", "Two"), ("Svein", "Three"), ("Patty", "Four")):
        set_initiative(game, member(game, who), f"{card} of Cups", shown=True)
    return game


def grabbed(game: Game, who: str, name: str = "Grab") -> None:
    """The band's Roughhouse with ``name`` lands on ``who`` (The Sun, 19 + 1, beats the
    Initiatives ``low`` lays)."""
    roughhouse(game, "The Sun", who, doom_name=name)


def test_a_statues_grab_roots_and_carries_its_victim_until_a_recover(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 254: a Roughhouse grabs a foe: Rooted, moving with the statue; a Recover from the
    Root breaks free (p. 119). A plain Roughhouse holds no one."""
    game = low(ready())
    statue(game, fighting_as)
    offa, svein = member(game, "Offa"), member(game, "Svein")
    roughhouse(game, "The Sun", svein, doom_name=None)
    assert svein not in game.challenge.held, "a plain Roughhouse holds no one"
    grabbed(game, offa)
    ch = game.challenge
    assert ch.held[offa] == (foe(game), "Grab")
    assert "root" in ch.fighter(offa).effects
    there = ch.zone(0).neighbours[0]
    harm.enter_zone(game, foe(game), there)
    assert game.challenge.fighter(offa).zone == there, "carried along with the statue"
    holder, name = game.challenge.fighter(foe(game)).name, game.challenge.fighter(offa).name
    for shown in (fight.view(game), field.view(game).plain):  # the text game, the side panel
        assert f"held by {holder} (Recover to break free)" in shown
        assert f"holds {name}" in shown
    recover(game, offa)
    assert offa not in game.challenge.held
    assert "root" not in game.challenge.fighter(offa).effects


def test_a_statue_holds_two_at_once_and_lets_go_when_it_falls(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 254: the statue can hold two adventurers at a time; a hold ends with its holder."""
    game = low(ready())
    statue(game, fighting_as)
    keys = [member(game, n) for n in ("Offa", "Svein", "Patty")]
    for who in keys[:2]:
        grabbed(game, who)
    assert not holds.room(game, foe(game), "Grab")
    give(game, GM, "The Magician")
    marks = [m for m in antagonists.sight(game) if m.key == keys[2]]
    plan = antagonists._hold_plan(game, "foes", fighters.band_block(game, "foes"), marks)
    assert plan is None, "no third grab with both hands full"
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter(foe(game)), out="dead"))
    holds.let_go(game)
    assert not game.challenge.held
    assert all("root" not in game.challenge.fighter(k).effects for k in keys[:2])


def test_an_attack_that_misses_the_statue_strikes_one_it_holds(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 254: while one is grabbed, an Attack that misses the statue hits them instead."""
    game = low(ready())
    statue(game, fighting_as)
    offa, patty = member(game, "Offa"), member(game, "Patty")
    grabbed(game, offa)
    set_initiative(game, "foes", "The World")  # 21: an Ace cannot beat it
    card = tarot.card_named("Ace of Swords")
    take(game, card)
    d = Declared(patty, "guild", "Attack", card, targets=((foe(game), 1),))
    swords.attack(game, game.challenge.fighter(patty), d, catalogue.spec("Attack"))
    assert wounded == [(offa, False)]


def test_squeeze_wounds_everyone_the_statue_holds(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 254: a greater doom squeezes every grabbed adventurer, a Wound each, automatically.
    Policy: with someone held and a greater doom in hand, the GM squeezes."""
    game = low(ready())
    statue(game, fighting_as)
    offa, svein = member(game, "Offa"), member(game, "Svein")
    grabbed(game, offa)
    grabbed(game, svein)
    give(game, GM, "The Star")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom == "Squeeze"
    d = antagonists._declare(game, "foes", plan, minor=False)
    antagonists.play(game, d)
    assert sorted(wounded) == sorted([(offa, False), (svein, False)])


def test_throw_stones_hurls_a_held_adventurer_for_a_wound(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 254: the statue Attacks by throwing one it holds, who takes a Wound automatically
    and is held no longer."""
    game = low(ready())
    statue(game, fighting_as)
    offa, patty = member(game, "Offa"), member(game, "Patty")
    grabbed(game, offa)
    set_initiative(game, patty, "The World", shown=True)  # the Attack itself misses Patty
    card = tarot.card_named("Two of Swords")
    take(game, card)
    d = Declared("foes", "foes", "Attack", card, targets=((patty, 1),), doom="Throw Stones")
    antagonists.play(game, d)
    assert wounded == [(offa, False)]
    assert offa not in game.challenge.held
    assert "root" not in game.challenge.fighter(offa).effects


def test_the_griffin_grabs_only_with_a_greater_doom_discarded(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 264: the griffin's grab is a Roughhouse with a greater doom discarded."""
    game = low(ready())
    fighting_as(greater=(doom(game, "griffin", "Grab"),))
    set_initiative(game, member(game, "Patty"), "The World", shown=True)
    set_initiative(game, member(game, "Svein"), "Judgement", shown=True)
    give(game, GM, "The Magician")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != "Grab", "no greater doom: no grab"
    give(game, GM, "The Magician", "The Star")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Roughhouse" and plan.doom == "Grab"
    assert plan.extra == tarot.card_named("The Star")


def test_a_devils_bite_holds_four(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 258: the devil's Roughhouse Bite holds a foe in one of its mouths, four at once."""
    game = low(ready())
    fighting_as(lesser=(doom(game, "devil_gluttony", "Bite"),))
    offa = member(game, "Offa")
    grabbed(game, offa, "Bite")
    assert game.challenge.held[offa] == (foe(game), "Bite")
    assert hold_rules.capacity("Bite") == 4 and holds.room(game, foe(game), "Bite")


def slime(game: Game, fighting_as) -> None:  # type: ignore[no-untyped-def]
    fighting_as(
        lesser=(doom(game, "slime", "Protoplasmic Attack"),),
        greater=(doom(game, "slime", "Grind"),),
    )


def test_an_engulfed_adventurer_is_eaten_each_turn_and_no_recover_frees_them(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 278: the slime's Roughhouse engulfs: Rooted and carried along; at the start of each
    of their turns 1 Wound and every worn and belt item Notched; a Recover does not free
    them (only a test of Swords), and the bot tests fate to escape."""
    game = low(ready())
    slime(game, fighting_as)
    offa = member(game, "Offa")
    hold(game, offa, "dagger", "belt")
    a = game.guild.adventurer(offa)
    belt = [c for c in a.inventory.slots("belt") if c is not None]
    notchable = [c for c in belt if game.pack.items[c.item].notches is not None]
    assert notchable, "a dagger on the belt Notches"
    grabbed(game, offa, "Protoplasmic Attack")
    assert game.challenge.held[offa] == (foe(game), "Protoplasmic Attack")
    assert "root" not in fighters.recoverable(game, game.challenge.fighter(offa))
    holds.exposed(game, offa)
    assert wounded == [(offa, False)]
    after = {c.uid: c for c in game.guild.adventurer(offa).inventory.things()}
    assert all(after[c.uid].notches == c.notches + 1 for c in notchable if c.uid in after)
    give(game, offa, "Two of Swords", "Nine of Cups")
    steady = skirmish.Skirmisher()._steady(
        game, game.challenge, game.challenge.fighter(offa), list(game.challenge.hand(offa))
    )
    assert isinstance(steady, cmd.Play) and steady.action == "Test Fate"
    assert steady.option == holds.ESCAPE and steady.card == "Two of Swords"


@pytest.mark.parametrize(("drawn", "free"), [("King of Swords", True), ("Two of Wands", False)])
def test_a_test_of_swords_gets_out_of_the_slime(
    monkeypatch: pytest.MonkeyPatch, drawn: str, free: bool
) -> None:
    """p. 278: the engulfed test Swords under the Test Fate rules (p. 120) to escape."""
    acts.become(monkeypatch, lambda pack: foes.statblock(pack, "slime"))  # type: ignore[arg-type]
    game = acts.gunhild_first()
    gunhild = acts.key(game, "Gunhild")
    acts.hand(game, "Gunhild", "Ace of Cups")
    acts.hand(game, "Bidziil", "Nine of Swords")
    holder = game.challenge.side("foes")[0]
    holds.seize(game, game.challenge.fighter(gunhild), holder, "Protoplasmic Attack", "Slime")
    acts.turn(game, "Gunhild")
    acts.on_top(game, drawn)
    events = acts.play(game, "Gunhild", "Ace of Cups", "Test Fate", option=holds.ESCAPE)
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    test = next(e for e in events if isinstance(e, ev.Fate))
    assert test.attribute.lower() == "swords"
    assert (gunhild not in game.challenge.held) is free
    accounted(game)


def test_grind_wounds_everyone_engulfed_outside_the_one_card_limit(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 278: a greater doom discarded deals 1 Wound to everyone engulfed, outside the one
    card a turn."""
    game = low(ready())
    slime(game, fighting_as)
    offa = member(game, "Offa")
    grabbed(game, offa, "Protoplasmic Attack")
    give(game, GM, "The Magician", "The Star")
    antagonists._grind(game, "foes")
    assert wounded == [(offa, False)]
    assert game.challenge.hand(GM) == (tarot.card_named("The Magician"),), "the lesser stays"


def test_an_elementals_engulf_is_a_roughhouse_dealing_piercing_damage(
    fighting_as,  # type: ignore[no-untyped-def]
    wounded: list[tuple[str, bool]],
) -> None:
    """p. 247: Engulf drags an adventurer into the element as a Roughhouse: Piercing damage,
    no Trip. Policy: played in place of a plain Attack when Pentacles are at least Swords."""
    game = low(ready())
    fighting_as(lesser=(doom(game, "elemental", "Engulf"),), pentacles=4)
    offa = member(game, "Offa")
    grabbed(game, offa, "Engulf")
    assert wounded == [(offa, True)]
    assert "trip" not in game.challenge.fighter(offa).effects
    assert offa not in game.challenge.held
    set_initiative(game, member(game, "Patty"), "The World", shown=True)
    set_initiative(game, member(game, "Svein"), "Judgement", shown=True)
    give(game, GM, "The Chariot")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Roughhouse", "Engulf")
    fighting_as(lesser=(doom(game, "elemental", "Engulf"),), pentacles=1)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Attack", "weak hands: a plain Attack"


def test_the_next_turn_lets_go_of_one_whose_holder_fled(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """A hold lasts while its holder holds (pp. 254, 278): one that leaves the fight frees
    whoever it held when the next number is called."""
    game = low(ready())
    statue(game, fighting_as)
    offa = member(game, "Offa")
    grabbed(game, offa)
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter(foe(game)), out="fled"))
    challenge._next_turn(game)
    assert game.challenge is None or offa not in game.challenge.held


def test_the_slime_notches_armor_over_two_belt_slots_once(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 278: every worn and belt item is Notched once a turn, iron armor over two belt
    slots too (found in the sim, seed 34: a second Notch on the armor it had just destroyed
    refused the whole turn)."""
    game = low(ready())
    slime(game, fighting_as)
    offa = member(game, "Offa")
    a = game.guild.adventurer(offa)
    armor = Carried(uid=a.inventory.next_uid(), item="armor_iron", notches=1)
    belt = (armor, armor, *a.inventory.slots("belt")[2:])
    game.set_adventurer(
        a.model_copy(update={"inventory": a.inventory.model_copy(update={"belt": belt})})
    )
    assert game.pack.items["armor_iron"].notches == 2, "its second Notch destroys it"
    grabbed(game, offa, "Protoplasmic Attack")
    holds.exposed(game, offa)
    assert armor.uid not in {c.uid for c in game.guild.adventurer(offa).inventory.things()}


@pytest.mark.parametrize("fleshless", [False, True], ids=["hurts it", "cannot hurt it"])
def test_the_bot_fights_a_holder_it_can_hurt_and_else_recovers(
    fighting_as,  # type: ignore[no-untyped-def]
    fleshless: bool,
) -> None:
    """Policy: a grabbed adventurer whose blows can hurt the holder fights on (felling it
    frees them); one whose weapon cannot (Offa's dagger on a fleshless foe, p. 277) Recovers
    from the Root (found in the sim, seeds 27 and 98: Recover, grabbed again, 40 rounds)."""
    game = low(ready())
    notes = (creature_dooms.note(game, "skeleton", "Fleshless"),) if fleshless else ()
    fighting_as(lesser=(doom(game, "animate_statue", "Grab"),), notes=notes)
    offa = member(game, "Offa")
    grabbed(game, offa)
    give(game, offa, "Two of Swords", "Nine of Cups")
    ch = game.challenge
    steady = skirmish.Skirmisher()._steady(game, ch, ch.fighter(offa), list(ch.hand(offa)))
    if fleshless:
        assert isinstance(steady, cmd.Play) and steady.action == "Recover"
    else:
        assert steady is None or getattr(steady, "action", None) != "Recover"


def swallowed_offa(game: Game, fighting_as) -> str:  # type: ignore[no-untyped-def]
    """The stand-in fights with the devil's Bite and Swallow (p. 258); Offa is bitten and
    then swallowed by the GM's own choice (policy: a bitten one, a greater doom in hand)."""
    fighting_as(
        lesser=(doom(game, "devil_gluttony", "Bite"),),
        greater=(doom(game, "devil_gluttony", "Swallow"),),
    )
    offa = member(game, "Offa")
    grabbed(game, offa, "Bite")
    give(game, GM, "The Star")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom == "Swallow" and plan.targets == ((offa, 1),)
    antagonists.play(game, antagonists._declare(game, "foes", plan, minor=False))
    return offa


@pytest.mark.parametrize(
    ("tests", "fate"),
    [
        (("SUCCESS", "FAILURE", "GREAT_SUCCESS"), "out"),
        (("FAILURE", "GREAT_FAILURE"), "gone"),
        (("SUCCESS", "FAILURE"), "inside"),
    ],
    ids=["3 successes, a great one twice", "3 failures, a great one twice", "undecided"],
)
def test_the_devil_swallows_one_it_bit_and_swords_decide(
    fighting_as,  # type: ignore[no-untyped-def]
    tests: tuple[str, ...],
    fate: str,
) -> None:
    """p. 258: a greater doom swallows one held in the devil's mouth into a pocket outside the
    world: out of reach, able only to test Swords; three successes and the devil spits them
    out, three failures and they are gone, a great one counting twice."""
    game = low(ready())
    offa = swallowed_offa(game, fighting_as)
    assert offa in game.challenge.gulped
    assert offa not in {m.key for m in antagonists.sight(game)}, "out of the creatures' reach"
    said = fight.view(game)
    assert "swallowed by" in said and "p. 258" in said
    give(game, offa, "Two of Swords")
    with pytest.raises(IllegalCommand, match="swallowed"):
        declare.check(
            game,
            game.challenge.fighter(offa),
            tarot.card_named("Two of Swords"),
            cmd.Play(who=offa, card="Two of Swords", action="Attack", target=foe(game)),
            minor=False,
        )
    for outcome in tests:
        holds.escaped(game, offa, Outcome[outcome])
    a = game.guild.adventurer(offa)
    assert (offa in game.challenge.held) is (fate == "inside")
    assert a.conditions.dead is (fate == "gone")


def test_a_fallen_devil_brings_up_everyone_it_swallowed(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 258: defeating the devil makes it throw up everyone it swallowed."""
    game = low(ready())
    offa = swallowed_offa(game, fighting_as)
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter(foe(game)), out="dead"))
    holds.let_go(game)
    assert offa not in game.challenge.held and offa not in game.challenge.gulped
    assert not game.guild.adventurer(offa).conditions.dead


def test_the_guild_cannot_run_while_one_of_it_is_swallowed(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """pp. 124, 258: every runner spends a card on a retreat, and the swallowed may only test
    Swords: the guild cannot run until they are out (policy); the menu offers the test."""
    game = low(ready())
    offa = swallowed_offa(game, fighting_as)
    game.challenge = replace(game.challenge, step="initiative")
    with pytest.raises(IllegalCommand, match="cannot run from inside the devil"):
        challenge.run(game, cmd.Retreat())
    offers = [
        o.label
        for o in miscellaneous.feat_offers(
            game, game.challenge.fighter(offa), game.challenge, game.guild.adventurer(offa)
        )
    ]
    assert "Test fate on Swords to escape" in offers
    holds.escaped(game, offa, Outcome.GREAT_SUCCESS)
    holds.escaped(game, offa, Outcome.SUCCESS)
    assert holds.stays_behind(game.challenge) is None


def _feeder(game: Game, offa: str, where: str = "hands") -> str:
    """A guild-mate of Offa's (in the devil's zone) with the religious paraphernalia of
    Mythrys, blessed by the Welkin (p. 168), in hand or in the pack."""
    who = next(a.id for a in game.guild.adventurers if a.id != offa)
    a = game.guild.adventurer(who)
    holy = Carried(uid=a.inventory.next_uid(), item="religious_paraphernalia")
    slots = a.inventory.slots(where)  # type: ignore[arg-type]
    kept = (holy, *slots[1:])
    game.set_adventurer(
        a.model_copy(update={"inventory": a.inventory.model_copy(update={where: kept})})
    )
    return who


def test_something_blessed_fed_to_the_devil_brings_up_everyone_it_swallowed(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 258: a smart idea, such as feeding the devil something blessed by the Welkin, makes
    it throw up everyone it swallowed, with no test. The thing is used up."""
    game = low(ready())
    offa = swallowed_offa(game, fighting_as)
    feeder = _feeder(game, offa)
    ch = game.challenge
    me, devil = ch.fighter(feeder), ch.fighter(foe(game))
    a = game.guild.adventurer(feeder)
    offers = [(o.target, o.option) for o in cups.item_offers(game, me, ch, a)]
    assert (devil.key, "religious_paraphernalia") in offers
    assert cups.usable(game, me, a, "religious_paraphernalia", devil) == "religious_paraphernalia"
    card = tarot.card_named("Two of Cups")
    d = Declared(
        feeder,
        feeder,
        "Use Item",
        card,
        targets=((devil.key, 1),),
        option="religious_paraphernalia",
    )
    mark = len(game.log.events)
    cups.use_item(game, me, d, None)  # type: ignore[arg-type]
    assert offa not in game.challenge.held and offa not in game.challenge.gulped
    assert not any(
        c.item == "religious_paraphernalia"
        for c in game.guild.adventurer(feeder).inventory.things()
    )
    said = [e.why for e in game.log.events[mark:] if isinstance(e, ev.Gm) and e.rule == "p. 258"]
    assert any("retches up everyone swallowed" in w for w in said), said
    assert not any(isinstance(e, ev.Fate) for e in game.log.events[mark:])  # no test


def test_nothing_blessed_is_fed_to_a_devil_that_swallowed_no_one(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    game = low(ready())
    fighting_as(greater=(doom(game, "devil_gluttony", "Swallow"),))
    offa = member(game, "Offa")
    feeder = _feeder(game, offa)
    ch = game.challenge
    me, devil = ch.fighter(feeder), ch.fighter(foe(game))
    a = game.guild.adventurer(feeder)
    assert not [
        o
        for o in cups.item_offers(game, me, ch, a)
        if o.option == "religious_paraphernalia" and o.target
    ]
    with pytest.raises(IllegalCommand, match="has swallowed no one"):
        cups.usable(game, me, a, "religious_paraphernalia", devil)


@pytest.mark.parametrize("where", ["hands", "pack"])
def test_the_bot_feeds_the_devil_something_blessed_to_free_a_mate(
    fighting_as,  # type: ignore[no-untyped-def]
    where: str,
) -> None:
    """The autoplay guild's policy (p. 258): a blessed thing at hand goes to the devil; one in
    the pack is pulled out first."""
    game = low(ready())
    offa = swallowed_offa(game, fighting_as)
    feeder = _feeder(game, offa, where)
    give(game, feeder, "Ace of Cups", "Four of Wands")
    ch = game.challenge
    chosen = skirmish.Skirmisher()._retch(game, ch, ch.fighter(feeder), list(ch.hand(feeder)))
    assert isinstance(chosen, cmd.Play)
    if where == "hands":
        assert (chosen.action, chosen.target, chosen.option) == (
            "Use Item",
            foe(game),
            "religious_paraphernalia",
        )
    else:
        assert (chosen.action, chosen.option) == ("Pull Item from Pack", "religious_paraphernalia")
    assert chosen.card == "Ace of Cups"
