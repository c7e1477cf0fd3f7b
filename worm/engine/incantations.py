"""The GM's creatures casting spells (p. 119): Sleep Song, the nymph's (p. 274). The rules are
``worm.rules.incantations``, the GM's choice to cast the policy ``worm.gm.incantations``.

The band declares a Speak Incantation with a lesser doom, the greater doom riding with it to
be discarded, so an adventurer may interrupt it: with the Fool (p. 114), or with Counter-spell
(p. 82, ``worm.engine.actions.counter_spell``), after which it fizzles when revealed.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm import grammar
from worm.engine import events as ev
from worm.engine.actions import facedown, fighters, harm, totals
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.gm import incantations as policy
from worm.model.challenge import GM, Declared
from worm.rules import armor, incantations


def plan(
    game: Table,
    key: str,
    stats: foes.Statblock,
    health: int | None,
    marks: Sequence[tactics.Mark],
) -> tactics.Plan | None:
    """The band's spell for its own turn, by the policy ``worm.gm.incantations``, or None.
    ``marks`` are the adventurers in its zone as the band sees them."""
    spell = incantations.spell(d.name for d in stats.greater)
    if spell is None:
        return None
    ch = game.under_way()
    effect = incantations.EFFECT[spell]
    open_to = [
        m
        for m in marks
        if effect not in ch.fighter(m.key).effects
        and armor.spell_proof(fighters.adventurer(game, m.key)) is None  # iron (p. 164)
    ]
    wands = stats.attribute("wands", health)
    choice = policy.cast(spell, ch.hand(GM), open_to, wands)
    if choice is None:
        return None
    game.ruling(
        policy.CHOSEN,
        f"{grammar.agree(ch.group(key).name, 'cast')} {choice.why}, discarding a greater doom",
    )
    return tactics.Plan(
        incantations.ACTION,
        choice.card,
        ((choice.target, 1),),
        extra=choice.discard,
        doom=spell,
    )


def play(game: Table, d: Declared) -> None:
    """Reveal a band's spell: it fizzles if countered, else takes hold of its target when its
    value reaches the target's Initiative, after any face-down Dodge."""
    ch = game.under_way()
    spell = d.doom or ""
    band = ch.group(d.who).name
    value = totals.value(game, d, "wands")
    if d.option == incantations.FIZZLED or spell not in incantations.EFFECT or not d.targets:
        game.log.emit(
            ev.Action,
            who=band,
            action=spell or d.action,
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
        totals.act(game, band, d, value, None, f"{spell}: no one there to hear it")
        return
    hit, defence = facedown.defend(game, target, value)
    result = f"{spell}: {'takes hold' if hit else 'resisted'}"
    totals.act(game, band, d, value, defence, result, target=target.key)
    if hit:
        game.ruling(f"p. {incantations.PAGE[spell]}", f"{spell} lulls {target.name} to sleep")
        harm.afflict(game, target.key, incantations.EFFECT[spell])
