"""The GM's creatures casting spells (p. 119): the nymph's Sleep Song (p. 274), and the
spells of Appendix A by the strategist's Sorcery (p. 251), the Yellow King's Day of Tears
and Mourning (p. 269) and a spirit's Natural Sorcery (p. 249: the one or two spells of its
far realm, ``worm.gm.far_realms``, at will). The rules are ``worm.rules.incantations``, the
GM's choice to cast the policy ``worm.gm.incantations``.

The band declares a Speak Incantation with a lesser doom, the greater doom riding with it to
be discarded, so an adventurer may interrupt it: with the Fool (p. 114), or with Counter-spell
(p. 82, ``worm.engine.actions.counter_spell``), after which it fizzles when revealed.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm import grammar
from worm.engine import events as ev
from worm.engine.actions import facedown, fighters, harm, spells_in_play, totals
from worm.engine.table import Table
from worm.gm import far_realms, foes, tactics
from worm.gm import incantations as policy
from worm.model.challenge import GM, Declared
from worm.rules import armor, dooms, incantations


def plan(
    game: Table,
    key: str,
    stats: foes.Statblock,
    health: int | None,
    marks: Sequence[tactics.Mark],
) -> tactics.Plan | None:
    """The band's spell for its own turn, by the policy ``worm.gm.incantations``, or None.
    ``marks`` are the adventurers in its zone as the band sees them."""
    doom = incantations.spell(d.name for d in stats.greater)
    free = doom is None and incantations.at_will(d.name for d in stats.lesser) is not None
    if free:
        doom = incantations.NATURAL_SORCERY
    if doom is None:
        return None
    known = far_realms.spells(game.pack, stats.id, stats.name) if free else None
    open_to = [
        m
        for m in marks
        if _spell_for(game, doom, m.key, known) is not None
        and armor.spell_proof(fighters.adventurer(game, m.key)) is None  # iron (p. 164)
    ]
    ch = game.under_way()
    wands = stats.attribute("wands", health)
    choice = policy.cast(ch.hand(GM), open_to, wands, at_will=free)
    if choice is None:
        return None
    spell = _spell_for(game, doom, choice.target, known)
    name = doom if spell == "" else game.pack.spells[spell or ""].name
    spent = "at will, spending nothing" if free else "discarding a greater doom"
    whence = ""
    if free:
        realm = far_realms.realm(stats.id, stats.name).title()
        whence = f" (a spell of the {realm}, its far realm: {far_realms.PAGE} policy)"
    game.ruling(
        f"p. {incantations.PAGE[doom]}",
        f"{doom}: {grammar.agree(ch.group(key).name, 'cast')} {name}{whence} at "
        f"{ch.fighter(choice.target).name}, the lowest Initiative reckoned "
        f"({choice.defence}), {spent}",
    )
    return tactics.Plan(
        incantations.ACTION,
        choice.card,
        ((choice.target, 1),),
        extra=choice.discard,
        doom=doom,
        option=spell or None,
    )


def _spell_for(game: Table, doom: str, key: str, known: tuple[str, ...] | None) -> str | None:
    """What ``doom`` would cast at ``key`` to change something: "" for the doom's own spell,
    a spell id of Appendix A (of ``known`` only, when given), or None."""
    suffers = fighters.suffered(game, game.under_way().fighter(key))
    if doom in incantations.EFFECT:
        return None if incantations.EFFECT[doom] in suffers else ""
    read = readings(game)
    if known is not None:
        read = {s: e for s, e in read.items() if s in known}
    return policy.appendix_a(tuple(suffers), read)


def readings(game: Table) -> dict[str, tuple[str, ...]]:
    """What each spell of Appendix A aimed at one foe does in a fight: its effects, and
    "wound" for one that Wounds (the policy ``worm.gm.incantations.appendix_a`` reads it)."""
    out = {}
    for spell in game.pack.spells.values():
        cast = spell.challenge
        if cast is None or cast.target != "foe" or cast.zone_wide or cast.only:
            continue
        out[spell.id] = (*cast.effects, *(("wound",) if cast.wounds else ()))
    return out


def named(game: Table, d: Declared) -> str:
    """What a creature's declared spell is called: the Appendix A spell, else the doom."""
    if d.option in game.pack.spells:
        return game.pack.spells[d.option or ""].name
    return d.doom or "the spell"


def play(game: Table, d: Declared) -> None:
    """Reveal a band's spell: it fizzles if countered, else takes hold of its target when its
    value reaches the target's Initiative, after any face-down Dodge."""
    ch = game.under_way()
    band = ch.group(d.who).name
    value = totals.value(game, d, "wands")
    name = named(game, d)
    landing = _landing(game, d)
    if d.option == incantations.FIZZLED or landing is None or not d.targets:
        game.log.emit(
            ev.Action,
            who=band,
            action=name,
            card=d.card,
            value=value,
            minor=d.minor,
            target=None,
            vs=None,
            result="fizzles out",
        )
        return
    target = ch.fighter(d.targets[0][0])
    if not target.fighting:
        totals.act(game, band, d, value, None, f"{name}: no one there to hear it")
        return
    hit, defence = facedown.defend(game, target, value)
    totals.act(
        game,
        band,
        d,
        value,
        defence,
        f"{name}: {'takes hold' if hit else 'resisted'}",
        target=target.key,
    )
    if not hit:
        return
    effects, wounds, piercing = landing
    game.ruling(f"p. {incantations.PAGE[d.doom or '']}", f"{name} takes hold of {target.name}")
    caster = fighters.acting_member(ch, d.who)
    before = target.effects
    harm.land(
        game,
        target.key,
        effects,
        wounds,
        piercing,
        by=None if caster is None else caster.key,
        means=dooms.Means(magic=True),
    )
    _in_play(game, target.key, name, before)


def _in_play(game: Table, key: str, name: str, before: frozenset[str]) -> None:
    """Remember the effects the spell ``name`` laid on ``key`` (those it has now and had not
    before), so that Counter-spell can end them (p. 82)."""
    spells_in_play.remember(game, key, name, before)


def _landing(game: Table, d: Declared) -> tuple[tuple[str, ...], int, bool] | None:
    """What the declared spell does to whom it takes hold of: effects, Wounds, piercing."""
    doom = d.doom or ""
    if doom in incantations.EFFECT:
        return (incantations.EFFECT[doom],), 0, False
    spell = game.pack.spells.get(d.option or "")
    if doom not in incantations.APPENDIX_A or spell is None or spell.challenge is None:
        return None
    reading = spell.challenge.against(undead=False)
    return tuple(e for e in reading.effects if e != "inspire"), reading.wounds, reading.piercing
