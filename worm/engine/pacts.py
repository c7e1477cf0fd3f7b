"""Pacts in play (Gramarye's Make a Pact, p. 83): swearing them in camp, keeping them after
every command, breaking them (and the maleficence that follows, p. 201), and spending a
charge to cast a spell without Resolve.

What the engine can see breaks a pact at once, with a log line: a forbidden thing taken up, the
mask or the hair shirt gone, the runes' Wound healed, a meal of the wrong size. The text and
terminal games warn before such an act (``warnings``); the act itself is allowed, as the book
lets a sorcerer break a pact and pay for it.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.engine import campsite, maleficence
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import pacts as policy
from worm.model.adventurer import Adventurer, Pact
from worm.model.camp import CampState
from worm.rules import conditions
from worm.rules import pacts as rules


def make(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Make a Pact (p. 83): swear each pact named, charging one spell component for each;
    Self-mortification marks Stressed, Self-mutilation takes a Wound (``worm.gm.pacts``)."""
    choices = chosen(game, a, command)
    why = rules.why_not(a, choices, game.pack)
    if why is not None:
        raise IllegalCommand(f"{a.name} cannot make that pact: {why}")
    sworn: list[str] = []
    for pact_id, spell_id in choices:
        rule, spell = game.pack.pacts[pact_id], game.pack.spells[spell_id]
        pact = Pact(id=pact_id, spell=spell_id)
        if rule.watch == "wound":
            talent = policy.rune_wound(a)
            if talent is None:
                raise IllegalCommand(
                    f"{a.name} has no talent left for the runes' Wound: Self-mutilation "
                    "needs one to Wound (p. 83)"
                )
            a = conditions.wound(a, "talent", talent)
            pact = pact.model_copy(update={"wound": talent})
            name = game.pack.talents[talent].name
            game.log.emit(
                ev.Condition, who=a.name, change=f"{name} Wounded", cause="runes cut, p. 83"
            )
            game.ruling("p. 83", f"the runes' Wound falls on {name}: healing it breaks the pact")
        if rule.watch == "hair_shirt" and not a.conditions.stressed:
            a = conditions.stress(a)
            game.log.emit(ev.Condition, who=a.name, change="Stressed", cause="hair shirt, p. 83")
        if rule.watch == "word":
            game.ruling("p. 83", f"{rule.name}: {policy.KEPT_BY_WORD}")
        a = a.model_copy(update={"pacts": (*a.pacts, pact)})
        sworn.append(f"{rule.name} ({spell.name} charged)")
    game.set_adventurer(a)
    campsite.record(game, a.id, "use_a_talent", f"makes a pact: {', '.join(sworn)}")


def chosen(game: Table, a: Adventurer, command: cmd.CampAct) -> tuple[tuple[str, str], ...]:
    """The (pact, spell) pairs sworn: the spells left open filled by the GM's policy, and with
    no pact named, the cheap ones the policy would swear."""
    if not command.pacts:
        return policy.cheap_pacts(a, game.pack)
    taken = {s for _, s in command.pacts if s is not None}
    pairs: list[tuple[str, str]] = []
    for pact_id, spell_id in command.pacts:
        if spell_id is None:
            spell_id = policy.component(a, game.pack, taken)
            if spell_id is None:
                raise IllegalCommand(f"{a.name} has no spell component left to charge (p. 83)")
            taken.add(spell_id)
        pairs.append((pact_id, spell_id))
    return tuple(pairs)


def keep(game: Table) -> None:
    """After every command: a pact the sorcerer's gear or conditions now go against breaks;
    the hair shirt keeps its wearer Stressed (p. 83)."""
    for a in game.guild.adventurers:
        for pact in a.pacts:
            a = game.guild.adventurer(a.id)
            rule = game.pack.pacts[pact.id]
            if rule.watch not in rules.BY_WORD or a.pact(pact.id) is None:
                continue
            why = rules.breaks(a, pact, game.pack)
            if why is not None:
                broken(game, a, pact.id, why)
            elif rule.watch == "hair_shirt" and not a.conditions.stressed and not a.conditions.dead:
                game.set_adventurer(conditions.stress(a))
                game.log.emit(
                    ev.Condition, who=a.name, change="Stressed", cause="the hair shirt, p. 83"
                )


def broken(game: Table, a: Adventurer, pact_id: str, why: str) -> None:
    """A pact broken (p. 83): it ends and its charge is lost; maleficence follows, drawn on
    the table of the charged spell's realm (p. 201)."""
    pact = a.pact(pact_id)
    if pact is None:
        return
    rule, spell = game.pack.pacts[pact_id], game.pack.spells[pact.spell]
    a = a.model_copy(update={"pacts": tuple(p for p in a.pacts if p.id != pact_id)})
    game.log.emit(
        ev.Condition,
        who=a.name,
        change=f"{BREAKS}{rule.name}: {grammar.possessive(spell.name)} charge is lost",
        cause=f"{why}, p. 83",
    )
    game.set_adventurer(a)
    maleficence.draw(game, a, spell.tradition, f"{a.name} broke {rule.name}")


def spend(game: Table, a: Adventurer, spell_id: str) -> Adventurer:
    """Cast ``spell_id`` on a pact's charge instead of 1 Resolve (p. 83): the pact ends with
    its charge. Returns the caster after; unchanged if no pact charges that spell."""
    pact = rules.charged(a, spell_id)
    if pact is None:
        return a
    a = a.model_copy(update={"pacts": tuple(p for p in a.pacts if p.spell != spell_id)})
    game.set_adventurer(a)
    rule, spell = game.pack.pacts[pact.id], game.pack.spells[spell_id]
    game.log.emit(
        ev.Condition,
        who=a.name,
        change=f"{rule.name} is fulfilled: its charge pays for {spell.name}",
        cause="a pact's charge in place of 1 Resolve, p. 83",
    )
    return a


def foraged(game: Table, who: str, found: bool) -> None:
    """The Cups test for live food stands (p. 83): enough vermin to eat well, or none, and
    the sorcerer is treated as starving tonight (p. 140)."""
    camp = campsite.current(game)
    a = game.guild.adventurer(who)
    game.camp = replace(camp, foraged=(*camp.foraged, (a.id, found)))
    if found:
        game.ruling("p. 83", f"{a.name} finds grubs and beetles enough to eat their fill, alive")
    else:
        game.ruling("p. 83", f"{a.name} finds nothing alive to eat: starving tonight (p. 140)")


def live_food(camp: CampState, a: Adventurer) -> bool | None:
    """Whether ``a``, keeping Devour the living, found live food tonight (None: not sought,
    or no such pact), p. 83."""
    if a.pact("devour_the_living") is None:
        return None
    return next((found for who, found in camp.foraged if who == a.id), None)


def meal(game: Table, a: Adventurer) -> int:
    """How many rations ``a`` eats at break bread (p. 140): two under Gluttony (p. 83)."""
    return 2 if a.pact("gluttony") is not None else 1


def fed(game: Table, who: str, rations: int) -> None:
    """After break bread (p. 140): one ration eaten breaks Gluttony; any ration eaten breaks
    Devour the living (p. 83)."""
    a = game.guild.adventurer(who)
    if rations == 1 and a.pact("gluttony") is not None:
        broken(game, a, "gluttony", f"{a.name} eats a single ration")
        a = game.guild.adventurer(who)
    if rations >= 1 and a.pact("devour_the_living") is not None:
        broken(game, a, "devour_the_living", f"{a.name} eats a ration, long dead")


BREAKS = "breaks "
"""How a broken pact's ``condition`` event begins its change (``broken``)."""


def breaking(events: list[ev.Event]) -> list[str]:
    """The pacts these events break, as "who: change", for a front end to warn with."""
    return [
        f"{e.who} {e.change}"
        for e in events
        if isinstance(e, ev.Condition) and e.change.startswith(BREAKS) and "p. 83" in e.cause
    ]


def sworn(game: Table) -> bool:
    """Whether anyone in the guild keeps a pact (a front end looks ahead only then)."""
    return any(a.pacts for a in game.guild.adventurers)
