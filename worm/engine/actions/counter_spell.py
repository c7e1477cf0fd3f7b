"""Counter-spell (p. 82): when a creature's spell waits on the guild's interrupt (p. 114), one
with the talent who perceives it may spend 1 Resolve and play a card as a Speak Incantation
that goes first. The spell fizzles when revealed; unless the counter's value beats the
spell's total, the counterer draws on a maleficence table (p. 201; the realm is the policy
``worm.gm.incantations.awry_realm``).

It is played as the Challenge action "Counter-spell", a card of any suit. Ruling: the book
weighs the counter's Speak Incantations value against the sorcerer's total, so both are read
alike, card and Wands (``worm.rules.counter_spell.value``), though the counter is made off
one's own turn; the spell's total is what the creature's card and Wands make when revealed.
Policy: a counterer perceives a spell while fighting and not knocked out, wherever in the
fight it is sung. Each use of the talent in training costs 1 XP (p. 33).

The talent's second use (``negate``): 1 Resolve, no card and no turn, at any moment of the
fight, ends a spell already in play: the effects a creature's spell laid on someone and that
still hold (a Sleep Song's Knockout, what an Appendix A spell of Sorcery or Day of Tears and
Mourning left), as ``Challenge.spelled`` remembers them, and as well a spell a guild-mate
cast whose effects still hold a foe or a friend (the book says "a spell", anyone's: a Binding
that roots a foe the guild would rather see run, ``worm.engine.actions.spells_in_play``). One
spell a Resolve; on one held by two, the older is ended first. Policy: the same counterer as
above, awake and fighting.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from worm.engine import events as ev
from worm.engine import maleficence, training
from worm.engine import negate as negation
from worm.engine.actions import fighters, totals
from worm.engine.actions.spec import Offer, Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import incantations as policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.rules import counter_spell, incantations

TALENT: Final = counter_spell.TALENT
ACTION: Final = counter_spell.ACTION


def waiting(ch: Challenge) -> Declared | None:
    """The creature's spell that waits on the guild's interrupt now, or None."""
    if ch.step != "interrupt" or not ch.queue:
        return None
    d = ch.queue[0]
    if not incantations.casting(d.side, d.action) or d.option == incantations.FIZZLED:
        return None
    return d


def ready(game: Table, fighter: Fighter) -> bool:
    """Whether ``fighter`` may counter now: a guild-mate still fighting, not knocked out,
    with the talent usable (p. 33), a Resolve to spend and a card to play, while a spell
    waits."""
    ch = game.under_way()
    return waiting(ch) is not None and _can(game, ch, fighter)


def _can(game: Table, ch: Challenge, fighter: Fighter) -> bool:
    if fighter.side != "guild" or not fighter.fighting or "knockout" in fighter.effects:
        return False
    a = game.guild.adventurer(fighter.key)
    return (
        a.active
        and a.resolve >= counter_spell.RESOLVE
        and training.usable(a, TALENT)
        and any(not c.is_fool for c in ch.hand(fighter.key))
    )


def able(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could counter the spell waiting now."""
    if waiting(ch) is None:
        return ()
    return tuple(f.key for f in ch.side("guild") if _can(game, ch, f))


def against(game: Table, ch: Challenge, d: Declared) -> bool:
    """Whether anyone could counter ``d``, a foe's action about to be revealed."""
    if not incantations.casting(d.side, d.action) or d.option == incantations.FIZZLED:
        return False
    return any(_can(game, ch, f) for f in ch.side("guild"))


def check(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    """The book's "No" to a counter when it cannot be made (p. 82)."""
    if waiting(game.under_way()) is None:
        raise IllegalCommand(
            "Counter-spell is an interrupt against a creature's spell (p. 82): play it when "
            "one waits on the guild"
        )
    if a.resolve < counter_spell.RESOLVE:
        raise IllegalCommand(f"{a.name} has no Resolve left to counter with (p. 82)")
    training.ready(a, TALENT)
    return option


def offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    spell = waiting(ch)
    if a.usable(TALENT) is not None and spell is not None:
        yield Offer(None, None, f"Counter {_named(game, spell)}: 1 Resolve (p. 82)")


def counter(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Spend the Resolve, make the waiting spell fizzle, and draw on a maleficence table
    when the counter does not beat the spell's total."""
    ch = game.under_way()
    spell = waiting(ch)
    if spell is None:  # nothing left to counter: the card is spent for nothing
        return
    a = game.guild.adventurer(fighter.key)
    a = a.model_copy(update={"resolve": a.resolve - counter_spell.RESOLVE})
    game.set_adventurer(a)
    game.log.emit(ev.Condition, who=a.name, change=f"Resolve {a.resolve}", cause="Counter-spell")
    card = 0 if d.card is None else d.card.value
    value = counter_spell.value(card, fighters.attribute(game, fighter, "wands"))
    against = totals.value(game, spell, "wands")
    awry = counter_spell.awry(value, against)
    game.challenge = evolve(ch, queue=(evolve(spell, option=incantations.FIZZLED), *ch.queue[1:]))
    name = _named(game, spell)
    tail = ": the magic goes awry" if awry else ""
    totals.act(game, a.name, d, value, against, f"{name} fizzles out{tail}")
    if awry:
        realm = policy.awry_realm(t.id for t in a.talents)
        game.ruling(policy.AWRY, f"{a.name}'s counter goes awry: the {realm.title()}'s table")
        maleficence.draw(game, game.guild.adventurer(a.id), realm, f"{a.name}'s counter")


def _named(game: Table, spell: Declared) -> str:
    """The creature's spell by name: the Appendix A spell it casts, else its doom."""
    found = game.pack.spells.get(spell.option or "")
    return found.name if found is not None else spell.doom or "the spell"


# --- ending a spell in play (the second use) ------------------------------------------------

InPlay = tuple[str, str, frozenset[str]]
"""A spell in play: whom it holds, its name, and the effects of it that still hold them."""


def in_play(ch: Challenge) -> tuple[InPlay, ...]:
    """The spells in play whose effects still hold someone, oldest first."""
    found = []
    for key, name, laid in ch.spelled:
        holds = laid & ch.fighter(key).effects
        if holds and ch.fighter(key).fighting:
            found.append((key, name, holds))
    return tuple(found)


def _awake(game: Table, fighter: Fighter) -> bool:
    if fighter.side != "guild" or not fighter.fighting or "knockout" in fighter.effects:
        return False
    a = game.guild.adventurer(fighter.key)
    return a.active and a.resolve >= counter_spell.RESOLVE and training.usable(a, TALENT)


def negaters(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could end a spell in play now (none while no spell is)."""
    if not in_play(ch):
        return ()
    return tuple(f.key for f in ch.side("guild") if _awake(game, f))


def negate(game: Table, who: str, whom: str | None = None) -> None:
    """``who`` spends 1 Resolve and ends the oldest spell in play on ``whom`` (anyone's, when
    None): its effects that still hold are gone (p. 82)."""
    ch = game.under_way()
    a = training.user(game, who, TALENT, counter_spell.PAGE)
    me = next((f for f in ch.fighters if f.key == a.id), None)
    if me is None or not me.fighting or "knockout" in me.effects:
        raise IllegalCommand(f"{a.name} is in no state to end a spell now (p. 82)")
    spells = [s for s in in_play(ch) if whom is None or s[0] == whom]
    if not spells:
        on = "" if whom is None else f" on {fighters.name_of(ch, whom)}"
        raise IllegalCommand(f"no spell is in play{on} for {a.name} to end (p. 82)")
    key, name, holds = spells[0]
    negation.pay(game, a)
    held = ch.fighter(key)
    first = next(i for i, s in enumerate(ch.spelled) if s[:2] == (key, name) and s[2] & holds)
    left = (*ch.spelled[:first], *ch.spelled[first + 1 :])
    still = any(s[:2] == (key, name) for s in left)
    ours = ch.ours if still else ch.ours - {(key, name)}
    ch = ch.with_fighter(evolve(held, effects=held.effects - holds), spelled=left, ours=ours)
    game.challenge = ch
    ended = ", ".join(
        sorted(game.pack.effects[e].name if e in game.pack.effects else e for e in holds)
    )
    game.ruling(
        f"p. {counter_spell.PAGE}",
        f"{a.name} spends a Resolve and ends {name} on {held.name}: no longer {ended}",
    )
