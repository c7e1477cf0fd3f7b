"""What a card can do now: every Challenge play the engine would accept, for a menu.

The terminal UI lists only legal choices (issue 7). Rather than keep a second copy of the rules,
each action's spec in ``worm.engine.actions.catalogue`` names the plays a player could mean —
the action with each target, zone, item, spell, manoeuvre or intent it could take — and this
module keeps those the engine's own checks pass: ``challenge.moment`` (whose moment it is,
which card, with the Fool or not) and ``declare.check`` (the action itself, by its spec). Both
change nothing, so neither does anything here: no event is logged, no card moves, no Resolve
is spent.

An action whose spec has no ``offers`` (Command, while no animal companion fights) is never
offered. An action that works on the whole ``band`` (Banter) is offered once per option,
whoever it is addressed to; a ``zoned`` action's zone is offered by number and by name, and
kept once, as the zone the engine reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm import grammar, tarot
from worm.engine import challenge
from worm.engine import commands as cmd
from worm.engine.actions import catalogue, counsel, counter_spell, declare, heavy_metal, quick
from worm.engine.actions.spec import Offer, Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.challenge import Challenge, Fighter


@dataclass(frozen=True, slots=True)
class PlayOption:
    """One play a card can make: the fields of ``cmd.Play`` it needs, and words for a menu."""

    action: cmd.ActionName  # a name in the catalogue
    target: str | None  # a fighter key, for cmd.Play.target
    option: str | None  # for cmd.Play.option: manoeuvre, intent, zone id, item, spell, follow-up
    label: str
    face_down: bool  # laid face down to act later (the spec's face_down)
    part: str | None = None  # for cmd.Play.part: the lord's pool an Attack is aimed at
    harmless: bool = False  # a blow that cannot harm its target (Invulnerable, p. 282)


PromptKind = Literal["initiative", "turn", "minor", "fool", "test", "none"]


@dataclass(frozen=True, slots=True)
class Prompt:
    """What the fight waits on from the player.

    ``kind``: ``initiative`` (``who`` still have to lay a card), ``turn`` (``who`` is the one
    adventurer whose turn it is), ``minor`` (``who`` may still declare a minor action; or
    pass), ``fool`` (a foe's action aimed at ``aimed_at`` waits: ``who`` hold the Fool and may
    interrupt; or pass), ``test`` (``who`` may push the failed test of fate that waits, or let
    it stand), ``none`` (the GM acts, or no fight is under way). ``fool`` lists everyone who
    could play the Fool with another card right now; ``text`` is ``challenge.waiting_on``."""

    kind: PromptKind
    who: tuple[str, ...]
    text: str
    aimed_at: tuple[str, ...] = ()
    fool: tuple[str, ...] = ()


# --- the plays of one card ----------------------------------------------------------------------


def plays(
    game: Table, who: str, card: tarot.Card, *, minor: bool = False, fool: bool = False
) -> list[PlayOption]:
    """Every play the engine would accept now from adventurer ``who`` with ``card``: on its
    turn, as a minor action (``minor``), or with the Fool laid beside it (``fool``), grouped by
    action in the catalogue's order. Empty when the card cannot be played at this moment (not
    its turn, not held, the Fool itself …). The game is not changed."""
    probe = cmd.Play(who=who, card=card.name, action="Trivial Action", minor=minor, fool=fool)
    try:
        fighter, card, how = challenge.moment(game, probe)
    except IllegalCommand:
        return []
    ch = game.under_way()
    a = game.guild.adventurer(fighter.key)
    found: list[PlayOption] = []
    for spec in catalogue.CATALOGUE.values():
        if spec.offers is None:
            continue
        seen: set[tuple[str | None, str | None, str | None]] = set()
        for offer in spec.offers(game, fighter, ch, a):
            meant = _meant(ch, spec, offer)
            wanted = (None if spec.band else offer.target, meant, offer.part)  # a band hears all
            if wanted in seen:
                continue  # already offered in other words
            if _accepted(game, fighter, card, spec, offer, meant, how):
                seen.add(wanted)
                play = PlayOption(
                    spec.name,
                    offer.target,
                    offer.option,
                    offer.label,
                    spec.face_down,
                    offer.part,
                    offer.harmless,
                )
                found.append(play)
    return found


def _accepted(
    game: Table,
    fighter: Fighter,
    card: tarot.Card,
    spec: Spec,
    offer: Offer,
    meant: str | None,
    how: str,
) -> bool:
    """Whether the engine's check accepts the offer, reading its target and option as meant."""
    command = cmd.Play(
        who=fighter.key,
        card=card.name,
        action=spec.name,
        target=offer.target,
        option=offer.option,
        minor=how in ("minor", "quick", "heavy", "advised", "counter"),
        fool=how == "fool",
        part=offer.part,
    )
    if how == "quick" and spec.suit != "pentacles":
        return False  # Quick! interrupts only with Pentacles actions (p. 74)
    if (how == "heavy") != (spec.name == heavy_metal.ACTION):
        return False  # Heavy Metal Machine braces only as an interrupt (p. 70)
    if (how == "counter") != (spec.name == counter_spell.ACTION):
        return False  # Counter-spell only against a spell waiting (p. 82)
    try:
        declared = declare.check(
            game,
            fighter,
            card,
            command,
            minor=how in ("minor", "quick", "heavy", "advised", "counter"),
            fool=how == "fool",
        )
    except IllegalCommand:
        return False
    named = tuple(key for key, _ in declared.targets)
    if named != ((offer.target,) if offer.target else ()):
        return False  # the engine read the target as someone else
    return meant is None or declared.option == meant  # … or the option as another item or zone


def actions_for(
    game: Table, who: str, card: tarot.Card, *, minor: bool = False, fool: bool = False
) -> list[str]:
    """The distinct actions ``plays`` finds, in the same order."""
    return list(dict.fromkeys(o.action for o in plays(game, who, card, minor=minor, fool=fool)))


def _meant(ch: Challenge, spec: Spec, offer: Offer) -> str | None:
    """The option the engine should read from the offer's: a zone's number for a zone named
    by its name (each zone is offered both ways, and kept once)."""
    if (
        spec.zoned
        and offer.option is not None
        and not (offer.option.isascii() and offer.option.isdigit())
    ):
        return next((str(z.id) for z in ch.zones if z.name == offer.option), offer.option)
    return offer.option


# --- what the fight waits on -----------------------------------------------------------------


def turn_of(game: Table) -> Prompt:
    """What the fight waits on from the player, and who can answer it."""
    ch: Challenge | None = game.challenge
    text = challenge.waiting_on(game)
    if ch is None or game.phase != "challenge":
        return Prompt("none", (), text)
    holders = tuple(
        f.key
        for f in ch.side("guild")
        if tarot.FOOL in ch.hand(f.key)
        and len(ch.hand(f.key)) > 1
        and game.guild.adventurer(f.key).active
    )
    can_fool = holders if ch.step in ("turn", "minor", "interrupt") else ()
    pending = game.pending
    if pending is not None:
        tester = game.guild.adventurer(pending.asked.who)
        return Prompt(
            "test",
            (tester.id,),
            f"{grammar.possessive(tester.name)} test of fate fell short: push it, or let it stand",
        )
    if ch.step == "initiative":
        left = tuple(f.key for f in ch.side("guild") if ch.group(f.key).initiative is None)
        return Prompt("initiative", left, text)
    if ch.step == "turn":
        return Prompt("turn", (ch.actor,) if ch.actor else (), text, fool=can_fool)
    if ch.step == "minor":
        ready = tuple(f.key for f in ch.side("guild") if f.key not in ch.spent and ch.hand(f.key))
        return Prompt("minor", ready, text, fool=can_fool)
    if ch.step == "interrupt":
        aimed = tuple(key for key, _ in ch.queue[0].targets) if ch.queue else ()
        quick_ones = tuple(k for k in quick.able(game, ch) if k not in holders)  # p. 74
        quick_ones += tuple(k for k in heavy_metal.able(game, ch) if k not in holders)  # p. 70
        quick_ones += tuple(
            k for k in counter_spell.able(game, ch) if k not in holders + quick_ones
        )  # p. 82
        quick_ones += tuple(k for k in counsel.able(ch) if k not in holders + quick_ones)  # p. 78
        quick_ones += tuple(
            k
            for k in (*counsel.urgent(game, ch), *counsel.advisers(game, ch))
            if k not in holders + quick_ones
        )  # p. 78: advice given in the window, taken at once
        return Prompt("fool", holders + quick_ones, text, aimed_at=aimed, fool=can_fool)
    return Prompt("none", (), text)
