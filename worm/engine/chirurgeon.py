"""Chirurgeon (p. 78): a poultice spent by one who knows the talent Heals someone (p. 12) —
one Wound mended, never Stressed cleared; at Death's Door the Heal saves them outright
(p. 126) where an ordinary poultice asks the dying one's test of Wands. The talent's Camp
Action, Chirurgery, is ``worm.engine.camp_actions``.

A use of the talent in training costs its 1 XP (p. 33)."""

from __future__ import annotations

from worm import grammar
from worm.engine import dying, kit, training
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.rules import conditions

TALENT = "chirurgeon"
POULTICE = "poultice"


def heals(tender: Adventurer) -> bool:
    """Whether ``tender`` can use Chirurgeon now (known, unwounded, paid for: p. 33) and
    carries a poultice to spend."""
    return training.usable(tender, TALENT) and kit.count(tender, POULTICE) > 0


def wounded(patient: Adventurer) -> bool:
    """Whether ``patient`` has a Wound the Heal would mend (p. 12): never Stressed alone."""
    return not patient.conditions.dead and conditions.heal(patient)[1] is not None


def heal(game: Table, who: str, patient: str) -> None:
    """``who`` spends a poultice to Heal ``patient`` (p. 78): the worst Wound first (policy
    ``worm.rules.conditions.heal``)."""
    tender, hurt = game.guild.adventurer(who), game.guild.adventurer(patient)
    if not tender.active:
        raise IllegalCommand(f"{tender.name} cannot act: at Death's Door or dead (p. 31)")
    training.ready(tender, TALENT)
    if not kit.count(tender, POULTICE):
        raise IllegalCommand(f"{tender.name} carries no poultice (p. 169)")
    if hurt.conditions.dead:
        raise IllegalCommand(f"{hurt.name} is dead: no poultice can help now (p. 126)")
    if not wounded(hurt):
        raise IllegalCommand(
            f"{hurt.name} has no Wound to Heal: Chirurgeon never clears Stressed (p. 78)"
        )
    after, _ = kit.lose(tender, POULTICE, 1)
    game.set_adventurer(after)
    game.log.emit(
        ev.Item,
        who=tender.name,
        item=game.pack.items[POULTICE].name,
        change="used",
        cause=f"healing {hurt.name}",
    )
    training.use(game, who, TALENT)
    game.ruling(
        "p. 78",
        f"{tender.name} dresses {grammar.possessive(hurt.name)} wounds with a poultice "
        "(Chirurgeon)",
    )
    dying.heal(game, patient, cause="Chirurgeon, p. 78")


def patient_for(game: Table, tender: Adventurer, among: list[str]) -> str | None:
    """Policy for the autoplay guild: whom a chirurgeon spends a poultice on — one of
    ``among`` at Death's Door, else one Injured; a lesser Wound is left to the Camp."""
    if not heals(tender):
        return None
    hurt = [game.guild.adventurer(k) for k in among]
    hurt = [a for a in hurt if not a.conditions.dead]
    found = next((a for a in hurt if a.conditions.deaths_door), None)
    found = found or next((a for a in hurt if a.conditions.injured), None)
    return found.id if found is not None else None
