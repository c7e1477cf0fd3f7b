"""What a card can do now: every Challenge play the engine would accept, for a menu.

The terminal UI lists only legal choices (issue 7). Rather than keep a second copy of the rules,
this module names the candidates a player could mean — each action with each target, zone,
item, spell, manoeuvre or intent it could take — and keeps those the engine's own checks pass:
``challenge.moment`` (whose moment it is, which card, with the Fool or not) and
``actions.check`` (the action itself). Both change nothing, so neither does anything here: no
event is logged, no card moves, no Resolve is spent.

Some refusals come only when an action resolves, and are screened here instead: a poultice is
offered only for a guild-mate at Death's Door, an item is pulled only into hands that can take
it, and an item that works on its user alone is offered without a target. Vigilance is offered
with the follow-ups its trigger carries out (``actions.VIGILANT``); Command is never offered,
since no animal companion fights yet. Banter moves the whole band whoever hears it, so each
intent is offered once.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from worm import tarot
from worm.engine import actions, challenge, kit
from worm.engine import commands as cmd
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter
from worm.rules import weapons

FEATS: tuple[str | None, ...] = ("hide", "leap", "climb", None)
"""Test Fate offers: the three Pentacles feats ``actions._test_fate`` knows, and a plain one."""
TRIVIAL: tuple[str | None, ...] = ("drop prone", None)
"""Trivial Action offers: lying down (which Trips oneself) and anything else quick."""
ORDER = {name: i for i, name in enumerate(actions.SUIT_OF)}
ZONED = ("Move", "Dash", "Avoid")


@dataclass(frozen=True, slots=True)
class PlayOption:
    """One play a card can make: the fields of ``cmd.Play`` it needs, and words for a menu."""

    action: str  # a key of actions.SUIT_OF
    target: str | None  # a fighter key, for cmd.Play.target
    option: str | None  # for cmd.Play.option: manoeuvre, intent, zone id, item, spell, follow-up
    label: str
    face_down: bool  # laid face down to act later (actions.FACEDOWN)


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
    action in ``actions.SUIT_OF`` order. Empty when the card cannot be played at this moment
    (not its turn, not held, the Fool itself …). The game is not changed."""
    probe = cmd.Play(who=who, card=card.name, action="Trivial Action", minor=minor, fool=fool)
    try:
        fighter, card, how = challenge.moment(game, probe)
    except IllegalCommand:
        return []
    found: list[PlayOption] = []
    seen: set[tuple[str, str | None, str | None]] = set()
    for offer in _candidates(game, fighter):
        meant = _meant(game.challenge, offer)
        whom = None if offer.action == "Banter" else offer.target  # the band hears it all
        wanted = (offer.action, whom, meant)
        if wanted in seen:
            continue  # already offered in other words
        command = cmd.Play(
            who=fighter.key,
            card=card.name,
            action=offer.action,  # type: ignore[arg-type]
            target=offer.target,
            option=offer.option,
            minor=how == "minor",
            fool=how == "fool",
        )
        try:
            declared = actions.check(
                game, fighter, card, command, minor=how == "minor", fool=how == "fool"
            )
            _resolvable(game, fighter, declared)
        except IllegalCommand:
            continue
        named = tuple(key for key, _ in declared.targets)
        if named != ((offer.target,) if offer.target else ()):
            continue  # the engine read the target as someone else
        if meant is not None and declared.option != meant:
            continue  # … or the option as another item or zone
        seen.add(wanted)
        found.append(offer)
    found.sort(key=lambda o: ORDER[o.action])  # stable: each action keeps its own order
    return found


def actions_for(
    game: Table, who: str, card: tarot.Card, *, minor: bool = False, fool: bool = False
) -> list[str]:
    """The distinct actions ``plays`` finds, in the same order."""
    return list(dict.fromkeys(o.action for o in plays(game, who, card, minor=minor, fool=fool)))


def _meant(ch: Challenge, offer: PlayOption) -> str | None:
    """The option the engine should read from the offer's: a zone's number for a zone named
    by its name (a number can be read as another zone whose name holds that digit, and a
    name as another that ends with it, so each zone is offered both ways)."""
    if offer.action in ZONED and offer.option is not None and not offer.option.isdigit():
        return next((str(z.id) for z in ch.zones if z.name == offer.option), offer.option)
    return offer.option


def _resolvable(game: Table, me: Fighter, declared: Declared) -> None:
    """The refusals an action meets only when it resolves, raised now: a pull into hands that
    are full with nowhere to stow what they hold (``kit.to_hand``)."""
    if declared.action in ("Pull Item from Pack", "Pull Item from Belt"):
        a = actions.adventurer(game, me.key)
        kit.to_hand(a, kit.named(a, game.pack, declared.option or ""), game.pack)


def _candidates(game: Table, me: Fighter) -> Iterator[PlayOption]:
    """Every play the adventurer might mean, legal or not; ``plays`` asks the engine which."""
    ch = game.under_way()
    a = actions.adventurer(game, me.key)
    foes = ch.side("foes")
    mates = [f for f in ch.side("guild") if f.key != me.key]
    missile = weapons.missile(actions.weapon_of(game, me))

    for foe in foes:
        verb = "Shoot" if missile else "Attack"
        yield _offer("Attack", foe.key, None, f"{verb} {_at(ch, me, foe)}")
        yield _offer("Attack", foe.key, "throw", f"Throw the dagger at {_at(ch, me, foe)}")
    yield _offer("Riposte", None, None, "Riposte for yourself")
    for mate in mates:
        yield _offer("Riposte", mate.key, None, f"Riposte for {mate.name}")
    for foe in foes:
        yield _offer("Aim", foe.key, None, f"Aim at {_at(ch, me, foe)}")
    yield _offer("Avoid", None, None, f"Avoid, staying in {ch.zone(me.zone).name}")
    for action in ("Avoid", "Dash"):
        for zone in ch.zones:
            for named in (str(zone.id), zone.name):
                yield _offer(action, None, named, f"{action} → {zone.name}")
    yield _offer("Dodge", None, None, "Dodge for yourself")
    for mate in mates:
        yield _offer("Dodge", mate.key, None, f"Dodge for {mate.name}")
    for foe in foes:
        for kind in actions.ROUGHHOUSE:
            yield _offer("Roughhouse", foe.key, kind, f"{kind.title()} {_at(ch, me, foe)}")
    for mate in mates:
        yield _offer("Aid Another", mate.key, None, f"Aid {mate.name}")
    yield from _pulls(game, a, "pack")
    yield from _items(game, ch, me, a)
    yield from _banter(game, ch, me)
    yield from _spells(game, ch, me, a)
    shed = actions.recoverable(game, me)
    if shed:
        yield _offer("Recover", None, None, f"Recover from {game.pack.effects[shed[0]].name}")
    yield _offer("Bid Lore", None, None, f"Bid Lore ({a.lore_bids} left)")
    yield _offer("Guard", None, None, "Guard: this card becomes your Initiative")
    for zone in ch.zones:
        for named in (str(zone.id), zone.name):
            yield _offer("Move", None, named, f"Move → {zone.name}")
    yield from _pulls(game, a, "belt")
    yield _offer("Reload Crossbow", None, None, "Reload the crossbow")
    for feat in FEATS:
        yield _offer(
            "Test Fate",
            None,
            feat,
            f"Test fate to {feat}" if feat else "Test fate on a daring feat",
        )
    for what in TRIVIAL:
        yield _offer(
            "Trivial Action", None, what, what.capitalize() if what else "A quick, trivial action"
        )
    for then in actions.VIGILANT:
        yield _offer("Vigilance", None, then, f"Vigilance: {then.lower()} the first foe to come")


def _offer(action: str, target: str | None, option: str | None, label: str) -> PlayOption:
    return PlayOption(action, target, option, label, action in actions.FACEDOWN)


def _at(ch: Challenge, me: Fighter, other: Fighter) -> str:
    """A fighter's name, and where it stands when that is not beside ``me``."""
    if other.zone == me.zone:
        return other.name
    return f"{other.name} ({ch.zone(other.zone).name})"


def _pulls(game: Table, a: Adventurer, place: Literal["pack", "belt"]) -> Iterator[PlayOption]:
    action = f"Pull Item from {place.title()}"
    taken: set[str] = set()
    for carried in a.inventory.slots(place):
        if carried is None or carried.item in taken:
            continue
        taken.add(carried.item)
        name = game.pack.items[carried.item].name
        yield _offer(action, None, carried.item, f"Take {name} from the {place}")


def _items(game: Table, ch: Challenge, me: Fighter, a: Adventurer) -> Iterator[PlayOption]:
    """Use Item: each thing carried that does something in a fight, at whom it can go."""
    taken: set[str] = set()
    for carried in a.inventory.things():
        if carried.item in taken:
            continue
        taken.add(carried.item)
        item = game.pack.items[carried.item]
        if item.id == "poultice":
            for patient in ch.side("guild", fighting=False):
                dying = actions.adventurer(game, patient.key).conditions
                if dying.deaths_door and not dying.dead:
                    yield _offer(
                        "Use Item",
                        patient.key,
                        item.id,
                        f"Use {item.name} on {patient.name}, at Death's Door",
                    )
            continue
        use = getattr(item, "use", None)
        if use is None:
            continue
        if use.target == "foe":
            for foe in ch.side("foes"):
                yield _offer("Use Item", foe.key, item.id, f"Use {item.name} on {_at(ch, me, foe)}")
            continue
        yield _offer("Use Item", None, item.id, f"Use {item.name} on yourself")
        if use.target == "ally":
            for mate in ch.side("guild"):
                if mate.key != me.key:
                    yield _offer(
                        "Use Item", mate.key, item.id, f"Use {item.name} on {_at(ch, me, mate)}"
                    )


def _banter(game: Table, ch: Challenge, me: Fighter) -> Iterator[PlayOption]:
    """Banter moves the whole band, whoever is spoken to: one offer per intent, addressed to
    each foe in earshot in turn (``plays`` keeps the first the engine accepts)."""
    band = ch.group("foes").name
    for intent in actions.INTENTS:
        for foe in ch.side("foes"):
            yield _offer("Banter", foe.key, intent, f"{intent.title()} {band}")


def _spells(game: Table, ch: Challenge, me: Fighter, a: Adventurer) -> Iterator[PlayOption]:
    """Speak Incantation: each spell the adventurer knows, at each target its cast allows; a
    zone-wide cast once for each zone and side it could fall on."""
    for spell in getattr(game.pack, "spells", {}).values():
        cast = spell.challenge
        if cast is None or a.talent(spell.talent) is None:
            continue
        if cast.target == "foe":
            for foe in ch.side("foes"):
                yield _offer(
                    "Speak Incantation",
                    foe.key,
                    spell.id,
                    f"Cast {spell.name} at {_at(ch, me, foe)}",
                )
            continue
        if cast.target == "zone":
            yield _offer(
                "Speak Incantation",
                None,
                spell.id,
                f"Cast {spell.name} on your side in {ch.zone(me.zone).name}",
            )
            done = {(me.zone, "guild")}
            for other in ch.fighters:
                if not other.fighting or (other.zone, other.side) in done:
                    continue
                done.add((other.zone, other.side))
                whom = "your side" if other.side == "guild" else ch.group(other.group).name
                yield _offer(
                    "Speak Incantation",
                    other.key,
                    spell.id,
                    f"Cast {spell.name} on {whom} in {ch.zone(other.zone).name}",
                )
            continue
        yield _offer("Speak Incantation", None, spell.id, f"Cast {spell.name} on yourself")
        if cast.target == "ally":
            for mate in ch.side("guild"):
                if mate.key != me.key:
                    yield _offer(
                        "Speak Incantation",
                        mate.key,
                        spell.id,
                        f"Cast {spell.name} on {_at(ch, me, mate)}",
                    )


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
        and actions.adventurer(game, f.key).active
    )
    can_fool = holders if ch.step in ("turn", "minor", "interrupt") else ()
    pending = game.pending
    if pending is not None:
        tester = game.guild.adventurer(pending.asked.who)
        return Prompt(
            "test",
            (tester.id,),
            f"{tester.name}'s test of fate fell short: push it, or let it stand",
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
        return Prompt("fool", holders, text, aimed_at=aimed, fool=can_fool)
    return Prompt("none", (), text)
