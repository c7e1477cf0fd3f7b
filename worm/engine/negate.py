"""Counter-spell's second use in the Crawl (p. 82): 1 Resolve ends a spell already in play.
Below ground, outside a fight, the spells in play are the guild's known traps of illusion or
enchantment (policy ``worm.gm.second_sight.spell_in``): once its spell is ended the trap is
harmless, and the guild is past it. (In a fight, ``worm.engine.actions.counter_spell.negate``
ends a creature's spell; ``worm.engine.challenge.negate`` sends the command to one or the other.)

Policy: only a trap the guild knows of (spotted, p. 88) is negated: one cannot end what one
has not perceived. Each use in training costs 1 XP (p. 33).
"""

from __future__ import annotations

from dataclasses import replace

from worm.content.features import Trap
from worm.engine import events as ev
from worm.engine import training, traps
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import second_sight as policy
from worm.model.adventurer import Adventurer
from worm.rules import counter_spell

TALENT = counter_spell.TALENT


def known_spells(game: Table) -> list[Trap]:
    """The traps of the room the guild stands in that are spells in play it knows of."""
    room = game.room
    if room < 0:
        return []
    spotted = game.state.spotted
    return [t for t in traps.live(game, room) if (room, t.id) in spotted and policy.spell_in(t.id)]


def pay(game: Table, a: Adventurer) -> None:
    """``a`` spends the Resolve that ends a spell (p. 82), and uses the talent (1 XP in
    training, p. 33); refused with no Resolve to spend."""
    if a.resolve < counter_spell.RESOLVE:
        raise IllegalCommand(f"{a.name} has no Resolve left to end a spell with (p. 82)")
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - counter_spell.RESOLVE}))
    game.log.emit(
        ev.Condition,
        who=a.name,
        change=f"Resolve {a.resolve - counter_spell.RESOLVE}",
        cause="Counter-spell",
    )
    training.use(game, a.id, TALENT)


def end(game: Table, who: str, what: str | None) -> None:
    """``who`` spends 1 Resolve to end the spell of a known trap here (``what``: its id or name,
    or the only one): the guild is past it (p. 82)."""
    game.require_crawl(allow_choice=True)
    a = training.user(game, who, TALENT, counter_spell.PAGE)
    found = known_spells(game)
    if what is not None:
        wanted = what.strip().lower()
        found = [t for t in found if wanted in (t.id, t.name.lower())]
    if not found:
        raise IllegalCommand(
            "no spell is in play here that the guild knows of (p. 82): an enchanted or "
            "illusory trap, once found, may be ended"
        )
    if len(found) > 1:
        raise IllegalCommand("which spell? " + ", ".join(t.name for t in found))
    trap = found[0]
    pay(game, a)
    state = game.state
    game.states[game.depth] = replace(state, passed=state.passed | {(game.room, trap.id)})
    game.ruling(
        f"p. {counter_spell.PAGE}",
        f"{a.name} spends a Resolve and ends the spell of {trap.name}: the guild is past it",
    )
