"""What creatures perceive (pp. 248, 254, 267, 269): Second Sight sees the Shrouded, Sense and
Smell Magic find a Shroud magic made; a creature that perceives strikes with no disfavor."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins_block, set_initiative
from tests.unit.engine.test_challenge_actions import (
    become,
    gm,
    hand,
    hold,
    key,
    lay,
    on_top,
    play,
    ready,
    rulings,
    turn,
)
from tests.unit.engine.test_creature_dooms import (  # noqa: F401
    doom,
    fighting_as,
    first_unworn,
    roughhouse,
)
from tests.unit.engine.test_creature_dooms import ready as ready_dooms
from worm.content.denizens import Note
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import sensed
from worm.engine.session import Game
from worm.model.challenge import evolve
from worm.model.inventory import Carried
from worm.rules import perception

SHROUDED = "target is Shrouded and moving (p. 13)"


def _band_with(monkeypatch: pytest.MonkeyPatch, *notes: str) -> None:
    kept = tuple(Note(name=n, text="senses") for n in notes)
    become(monkeypatch, lambda pack: replace(goblins_block(pack), notes=kept))


def _shrouded(game: Game, who: str, *, magic: bool) -> str:
    k = key(game, who)
    ch = game.challenge
    me = ch.fighter(k)
    marks = {perception.SHROUD} | ({perception.SPELLBOUND} if magic else set())
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects | marks))
    return k


def _struck_with(game: Game, k: str) -> tuple[tuple[str, ...], list[ev.Event]]:
    """The band Attacks ``k`` with a major card still in the piles: the blow's reasons."""
    out = {c.name for c in game.decks.major.elsewhere}
    card = next(c for c in ("The Star", "The Moon", "The Sun", "Justice") if c not in out)
    events = gm(game, "Attack", card, [(k, 1)])
    name = game.guild.adventurer(k).name
    blow = next(e for e in events if isinstance(e, ev.Action) and e.target == name)
    return blow.reasons, events


@pytest.mark.parametrize(
    ("notes", "magic", "fooled"),
    [
        ((), False, True),
        ((), True, True),
        (("Second Sight",), False, False),  # the jinn, p. 267; the Yellow King, p. 269
        (("Second Sight",), True, False),
        (("Sense Magic",), False, True),  # the statue senses magic, not one hiding (p. 254)
        (("Sense Magic",), True, False),
        (("Smell Magic",), False, True),  # the ungoat's nose, p. 281
        (("Smell Magic",), True, False),
    ],
)
def test_a_creature_that_perceives_strikes_the_shrouded_without_disfavor(
    monkeypatch: pytest.MonkeyPatch, notes: tuple[str, ...], magic: bool, fooled: bool
) -> None:
    _band_with(monkeypatch, *notes)
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    k = _shrouded(game, "Gunhild", magic=magic)
    reasons, events = _struck_with(game, k)
    assert (SHROUDED in reasons) is fooled, reasons
    assert bool(notes and rulings(events, notes[0])) is not fooled


def test_a_shroud_made_by_magic_is_marked_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Shroud spell (p. 220) and a jinn potion (p. 237) mark the Shroud as magic's
    (``bespell``): a statue's Sense Magic finds it then, and not before."""
    _band_with(monkeypatch, "Sense Magic")
    game = ready()
    k = _shrouded(game, "Bryonie", magic=False)
    assert sensed.seer(game, "foes", game.challenge.fighter(k)) is None
    sensed.bespell(game, k)
    assert sensed.seer(game, "foes", game.challenge.fighter(k)) == "Sense Magic"


def test_a_jinn_potion_drunk_in_a_fight_is_a_magic_shroud(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _band_with(monkeypatch, "Smell Magic")
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Gunhild", "potion_jinn")
    hand(game, "Gunhild", "Ace of Cups")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Ace of Cups", "Use Item", option="potion_jinn")
    marks = game.challenge.fighter(key(game, "Gunhild")).effects
    assert {perception.SHROUD, perception.SPELLBOUND} <= marks
    reasons, _ = _struck_with(game, key(game, "Gunhild"))
    assert SHROUDED not in reasons


def test_hiding_in_a_fight_does_not_fool_second_sight(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hide won with Test Fate (p. 120) Shrouds the hider, and Second Sight sees them."""
    _band_with(monkeypatch, "Second Sight")
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Ace of Cups")
    turn(game, "Gunhild")
    on_top(game, "King of Pentacles", "Queen of Pentacles")
    play(game, "Gunhild", "Ace of Cups", "Test Fate", option="hide")
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    k = key(game, "Gunhild")
    assert perception.SHROUD in game.challenge.fighter(k).effects, "the hide should succeed"
    assert perception.SPELLBOUND not in game.challenge.fighter(k).effects  # no magic in it
    reasons, events = _struck_with(game, k)
    assert SHROUDED not in reasons
    assert rulings(events, "Second Sight")


def test_which_things_are_magic() -> None:
    assert perception.magical(["alchemy", "reagent"])
    assert perception.magical(["alchemy", "potion", "liquid"])
    assert perception.magical(["focus"])
    assert not perception.magical(["alchemy", "tool"])  # the kit
    assert not perception.magical(["alchemy"])  # an empty hermetic bottle
    assert not perception.magical(["weapon", "melee", "silver"])


# --- the ungoat's nose (p. 281) ------------------------------------------------------------------


def _first(game: Game, who: str) -> str:
    """The item of the first thing in ``who``'s pack that is not worn."""
    uid = first_unworn(game, who, "pack")
    return next(c.item for c in game.guild.adventurer(who).inventory.things() if c.uid == uid)


@pytest.mark.parametrize("smells", [True, False])
def test_an_ungoat_that_smells_magic_rummages_for_the_reagent(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    smells: bool,
) -> None:
    """p. 281: the ungoat smells magic and hunts the reagents, brews and wands in a pack; its
    Rummage pulls out a magical thing first, where one without the nose takes the first."""
    game = ready_dooms()
    notes = (Note(name="Smell Magic", text="nose"),) if smells else ()
    fighting_as(lesser=(doom(game, "ungoat", "Rummage"),), notes=notes)
    offa = next(  # one whose first thing in the pack is no magic (no wand of archwood)
        a.id
        for a in game.guild.adventurers
        if not perception.magical(game.pack.items[_first(game, a.id)].tags)
    )
    a = game.guild.adventurer(offa)
    pack = list(a.inventory.pack)
    lone = [i for i, c in enumerate(pack) if pack.count(c) == 1]  # one slot: None or a thing
    assert len(lone) > 1, "the pack has no slot to swap for the brew"
    reagent = Carried(uid=a.inventory.next_uid(), item="potion_jinn")
    pack[lone[-1]] = reagent  # the last slot, so the first thing is something else
    inventory = a.inventory.model_copy(update={"pack": tuple(pack)})
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    first = first_unworn(game, offa, "pack")
    assert first != reagent.uid, "the brew must not be the first thing anyway"
    set_initiative(game, offa, "Two of Cups", shown=True)
    mark = len(game.log.events)
    roughhouse(game, "The Hermit", offa, doom_name="Rummage")
    taken = game.challenge.taken[0].thing.uid
    assert taken == (reagent.uid if smells else first)
    said = [e for e in game.log.events[mark:] if isinstance(e, ev.Gm) and "Smell Magic" in e.why]
    assert bool(said) is smells
