"""The poultice (pp. 126, 169): binding the wounds of one at Death's Door, and the test of
Wands that decides whether they wake or die."""

from __future__ import annotations

from worm import grammar
from worm.engine import bonding, chirurgeon, dying, fine_work, fortune, kit, undead
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import bonds, motifs
from worm.model.adventurer import Adventurer
from worm.model.crawl import Followup
from worm.rules import conditions, crossed_off, fate

TASK = "bind wounds with a poultice"  # the task a tender's motif is weighed against (p. 24)


def tend_command(game: Table, command: cmd.Tend) -> None:
    """The ``tend`` command: in the Crawl or in camp."""
    if game.phase != "camp":
        game.require_crawl(allow_choice=True)
    tend(game, command.who, command.patient)


def tend(game: Table, who: str, patient: str) -> None:
    """``who`` spends a poultice on ``patient``, who is at Death's Door (pp. 126, 169).

    The dying one tests Wands, with favor when a motif of the tender's fits the task; the test
    may be pushed like any other, and :func:`tended` plays what it decides. Binding wounds is
    surgery: a tender in dim light gives the test disfavor unless a guild-mate holds a light
    to the work (p. 94, ``worm.engine.fine_work``). Anything else is
    the book's "No", and nothing is spent. A chirurgeon's poultice Heals instead, any Wound
    and no test (p. 78, ``worm.engine.chirurgeon``).
    """
    tender, hurt = game.guild.adventurer(who), game.guild.adventurer(patient)
    if chirurgeon.heals(tender) and not hurt.conditions.dead:
        chirurgeon.heal(game, who, patient)
        return
    if hurt.conditions.dead:
        raise IllegalCommand(f"{hurt.name} is dead: no poultice can help now (p. 126)")
    if not hurt.conditions.deaths_door:
        raise IllegalCommand(
            f"{hurt.name} is not at Death's Door: a poultice is for the dying (p. 169)"
        )
    if not tender.active:
        raise IllegalCommand(f"{tender.name} cannot act: at Death's Door or dead (p. 31)")
    after, used = kit.lose(tender, "poultice", 1)
    if not used:
        raise IllegalCommand(f"{tender.name} carries no poultice (p. 169)")
    game.set_adventurer(after)
    game.log.emit(
        ev.Item,
        who=tender.name,
        item=game.pack.items["poultice"].name,
        change="used",
        cause=f"tending {hurt.name}",
    )
    medical = medical_motif(tender)
    if medical is not None:
        game.ruling(
            "p. 126", f"{grammar.possessive(tender.name)} motif {medical!r} is a healer's: favor"
        )
    game.ruling(
        "p. 126",
        f"{tender.name} binds {grammar.possessive(hurt.name)} wounds with a poultice: "
        f"{hurt.name} tests Wands to live",
    )
    favor = (f"motif: {medical}",) if medical is not None else ()
    disfavor = fine_work.disfavor(game, tender)  # surgery in dim light (p. 94)
    fortune.test_each(
        game,
        Followup(
            testers=(hurt.id,),
            attribute="wands",
            task=TASK,
            favor=favor,
            disfavor=disfavor,
            tend=tender.id,
        ),
    )


def medical_motif(tender: Adventurer) -> str | None:
    """The first of the tender's motifs that fits binding wounds (policy p. 24), or None."""
    found = (m for m in crossed_off.open_motifs(tender) if motifs.relevant(m, TASK, "wands"))
    return next(found, None)


def tended(game: Table, test: fate.FateTest, tender: str) -> None:
    """What the poultice test decided (p. 126): a success wakes the dying one, Stressed; a
    failure kills them, to rise at the next watch; a great failure kills them and they rise at
    once."""
    a = game.guild.adventurer(test.who)
    if not a.conditions.deaths_door:
        return  # dead or saved meanwhile: nothing left to decide
    bonding.charge_all(game, bonds.hardship(game.guild, tender, a.id, "tends"))
    by = game.guild.adventurer(tender).name
    if test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS):
        game.set_adventurer(conditions.heal(a, "Death's Door")[0])
        dying.clear(game, a.id)
        game.ruling("p. 126", f"the poultice holds: {a.name} comes round, Stressed")
        game.log.emit(
            ev.Condition, who=a.name, change=dying.SAVED, cause=f"{grammar.possessive(by)} poultice"
        )
        return
    great = test.outcome is fate.Outcome.GREAT_FAILURE
    dying.kill(
        game,
        a,
        f"{grammar.possessive(by)} poultice failed",
        f"the poultice cannot hold {a.name}: death"
        + (", and the body rises at once" if great else ""),
    )
    dying.died(game, a.id, at_once=great)
    if great and game.phase == "crawl":
        undead.on_enter(game, game.room)  # risen at once, beside the guild: met now (p. 126)


def tender_for(game: Table) -> str | None:
    """Policy: who tends when the player names only the dying one — the first in marching order
    able to act who carries a poultice, a chirurgeon first (p. 78), then a healer's motif. None:
    nobody can."""
    able = [a for a in game.guild.in_marching_order() if a.active and kit.count(a, "poultice")]
    able.sort(key=lambda a: (not chirurgeon.heals(a), medical_motif(a) is None))
    return able[0].id if able else None
