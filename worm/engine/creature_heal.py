"""The GM's creatures Heal in a fight: Regenerate and Fungal Regeneration at the start of the
band's turn, Feed after a blow that truly Wounds, Devour the Living as the band's action
(pp. 249, 251, 263, 278, 282, 286). The rules are
``worm.rules.creature_heal``; when the GM spends the card, the policy ``worm.gm.mending``.
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import dying
from worm.engine import events as ev
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import mending, tactics
from worm.model.adventurer import Adventurer
from worm.model.challenge import GM, Challenge, Declared, Fighter, evolve
from worm.rules import creature_heal, salt


def wounds_taken(game: Table, fighter: Fighter) -> int:
    """Health and Defense a creature has lost on its standing parts: what a Heal could mend."""
    full = {p.id: p for p in fighters.block(game, fighter.group).parts}
    lost = 0
    for part in fighter.parts:
        base = full.get(part.id)
        if base is None or not part.standing or part.health is None or base.health is None:
            continue
        lost += max(0, base.health - part.health) + max(0, base.defense - part.defense)
    return lost


def heal_foe(game: Table, key: str) -> str | None:
    """One Heal on the creature ``key`` (``creature_heal.heal``): what came back, or None."""
    ch = game.under_way()
    foe = ch.fighter(key)
    full = {p.id: p for p in fighters.block(game, foe.group).parts}
    parts = list(foe.parts)
    for i, part in enumerate(parts):
        base = full.get(part.id)
        if base is None or not part.standing:
            continue  # a fallen pool stays fallen (p. 251)
        health, defense, back = creature_heal.heal(
            part.health, part.defense, base.health, base.defense
        )
        if back is None:
            continue
        parts[i] = evolve(part, health=health, defense=defense)
        game.challenge = ch.with_fighter(evolve(foe, parts=tuple(parts)))
        game.log.emit(
            ev.Narration, text=f"{grammar.agree(foe.name, 'heal')}: a point of {back.title()} back."
        )
        return back
    return None


def _spend(game: Table, card: tarot.Card) -> None:
    ch = game.under_way()
    game.challenge = ch.without_card(GM, card)
    game.decks = tarot.discard(game.decks, card)


def regenerate(game: Table, key: str, *, keep: int) -> None:
    """Regenerate, Fungal Regeneration (pp. 251, 263, 278): at the start of the band's turn
    the GM discards greater dooms to Heal its hurt members, one Wound each, the most hurt
    first, keeping ``keep`` greater dooms for the band's other greater dooms. A member that
    salt landed on this round does not Heal (p. 278)."""
    stats = fighters.band_block(game, key)
    doom = creature_heal.regenerates([d.name for d in stats.greater])
    if doom is None:
        return
    ch = game.under_way()
    _burnt(game, key, doom)
    hurt = [f for f in _healable(ch, key) if wounds_taken(game, f)]
    total = sum(wounds_taken(game, f) for f in hurt)
    cards = mending.regeneration_cards(ch.hand(GM), total, keep=keep)
    for card in cards:
        ch = game.under_way()
        members = _healable(ch, key)
        worst = max(members, key=lambda f: wounds_taken(game, f), default=None)
        if worst is None or not wounds_taken(game, worst):
            return
        _spend(game, card)
        game.ruling(
            f"p. {creature_heal.REGENERATION[doom]}",
            f"{doom}: the GM discards {card.name}, outside the one card a turn, and "
            f"{worst.name} Heals",
        )
        heal_foe(game, worst.key)


def _healable(ch: Challenge, key: str) -> list[Fighter]:
    """The band's members still fighting that salt did not land on this round (p. 278)."""
    return [f for f in ch.members(key) if f.fighting and not salt.salted(f.effects, ch.round)]


def _burnt(game: Table, key: str, doom: str) -> None:
    """Rule that salt keeps a hurt member from Regenerating this round (p. 278)."""
    ch = game.under_way()
    for f in ch.members(key):
        if f.fighting and wounds_taken(game, f) and salt.salted(f.effects, ch.round):
            game.ruling(
                f"p. {salt.FIRST_PAGE}",
                f"{doom}: salt still burns on {f.name}, and it cannot Heal this round",
            )


def feed(game: Table, band: str, attacker: str, before: Adventurer, after: Adventurer) -> None:
    """Feed (p. 282): the blow truly Wounded (a condition or talent marked, not armor or a
    shield Notched), so the GM may discard any card and the vampire Heals."""
    stats = fighters.band_block(game, band)
    if creature_heal.FEED not in (n.name for n in stats.notes):
        return
    if after.conditions == before.conditions or game.challenge is None:
        return
    ch = game.under_way()
    me = ch.fighter(attacker)
    if not me.fighting:
        return
    card = mending.feed_card(ch.hand(GM), hurt=wounds_taken(game, me) > 0)
    if card is None:
        return
    _spend(game, card)
    game.ruling(
        f"p. {creature_heal.FEED_PAGE}",
        f"Feed: {me.name} drinks {grammar.possessive(after.name)} blood; the GM discards "
        f"{card.name} and it Heals",
    )
    heal_foe(game, attacker)


def regenerating(name: str) -> bool:
    """Whether the doom ``name`` is discarded on its own to Heal, never paired with an Attack."""
    return creature_heal.regenerates((name,)) is not None


def _prey(game: Table, zone: int) -> list[Fighter]:
    """Adventurers in ``zone`` a band could devour: at Death's Door first, then Knocked-out,
    each in marching order."""
    ch = game.under_way()
    order = [a.id for a in game.guild.in_marching_order()]
    found = []
    for f in ch.side("guild", fighting=False):
        a = game.guild.adventurer(f.key)
        if (
            f.zone == zone
            and f.out == "down"
            and a.conditions.deaths_door
            and not a.conditions.dead
        ):
            found.append((0, order.index(f.key), f))
    for f in ch.in_zone(zone, "guild"):
        if "knockout" in f.effects:
            found.append((1, order.index(f.key), f))
    return [f for _, _, f in sorted(found, key=lambda x: (x[0], x[1]))]


def devour_plan(game: Table, key: str, zone: int, *, subdue: bool) -> tactics.Plan | None:
    """Devour the Living (pp. 249, 286) as the band's action, by the policy
    ``worm.gm.mending.devour_card``, or None."""
    stats = fighters.band_block(game, key)
    if creature_heal.DEVOUR not in (d.name for d in stats.lesser):
        return None
    ch = game.under_way()
    prey = _prey(game, zone)
    awake = any("knockout" not in f.effects for f in ch.in_zone(zone, "guild"))
    card = mending.devour_card(ch.hand(GM), prey=bool(prey), awake=awake, subdue=subdue)
    if card is None:
        return None
    game.ruling(
        f"p. {creature_heal.DEVOUR_PAGE}",
        f"{grammar.agree(ch.group(key).name, 'turn')} on {prey[0].name}, lying helpless: "
        "no one here can fight them off (policy)",
    )
    return tactics.Plan("Doom", card, ((prey[0].key, 1),), doom=creature_heal.DEVOUR)


def devours(name: str | None) -> bool:
    """Whether a band's declared doom is Devour the Living."""
    return name == creature_heal.DEVOUR


def devour(game: Table, d: Declared) -> None:
    """Devour the Living revealed: the fallen adventurer, still Knocked-out or at Death's
    Door where the band stands, dies with nothing whole left of the body (p. 126), and the
    most hurt member of the band Heals 2 Wounds."""
    ch = game.under_way()
    members = [f for f in ch.members(d.who) if f.fighting]
    if not members or not d.targets:
        return
    victim = ch.fighter(d.targets[0][0])
    a = game.guild.adventurer(victim.key)
    band = ch.group(d.who).name
    helpless = a.conditions.deaths_door or "knockout" in victim.effects
    eaten = victim.zone == members[0].zone and not a.conditions.dead and helpless
    game.log.emit(
        ev.Action,
        who=band,
        action=creature_heal.DEVOUR,
        card=d.card,
        value=None,
        minor=d.minor,
        target=victim.name,
        vs=None,
        result="devoured" if eaten else "nothing to devour",
    )
    if not eaten:
        return
    game.ruling(
        f"p. {creature_heal.DEVOUR_PAGE}",
        f"Devour the Living: {grammar.agree(band, 'devour')} {a.name}, and Heal 2 Wounds",
    )
    dying.kill(game, a, f"devoured by {band}", f"{a.name} is devoured: dead, the body gone")
    ch = game.under_way()
    game.challenge = ch.with_fighter(
        evolve(ch.fighter(victim.key), out="dead", engaged=frozenset())
    )
    dying.died(game, a.id, whole=False)
    for _ in range(creature_heal.DEVOUR_HEALS):
        ch = game.under_way()
        standing = [f for f in ch.members(d.who) if f.fighting]
        worst = max(standing, key=lambda f: wounds_taken(game, f), default=None)
        if worst is None or not wounds_taken(game, worst):
            return
        heal_foe(game, worst.key)
