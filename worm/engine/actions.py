"""Challenge Actions (pp. 116–120) and what they do: declared, then revealed and resolved.

Every action is played with one card. On its owner's turn (or with the Fool) its value is the
card's face value plus the attribute of the action's suit; as a minor action, face value only
(pp. 113, 115); the GM's creatures add their attribute only on their own turn (p. 122). An
action against a combatant must beat its Initiative, ties going to the one acting unless the
defender holds a shield (p. 112). Face-down actions (Dodge, Riposte, Aid Another, Vigilance,
Aim) wait for their moment (p. 114).
"""

from __future__ import annotations

from worm import tarot
from worm.engine import commands as cmd
from worm.engine import dying, ending, fortune, kit, meet, tending, wounds
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import foes, morale, parley
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Facedown, Fighter, evolve
from worm.model.crawl import Followup
from worm.rules import banter, effects, fate, harm, initiative, weapons
from worm.tarot import Card, Suit

SUIT_OF: dict[str, Suit | None] = {
    "Attack": "swords",
    "Riposte": "swords",
    "Aim": "swords",
    "Avoid": "pentacles",
    "Dash": "pentacles",
    "Dodge": "pentacles",
    "Roughhouse": "pentacles",
    "Aid Another": "cups",
    "Command": "cups",
    "Pull Item from Pack": "cups",
    "Use Item": "cups",
    "Banter": "wands",
    "Speak Incantation": "wands",
    "Recover": "wands",
    "Bid Lore": None,
    "Guard": None,
    "Move": None,
    "Pull Item from Belt": None,
    "Reload Crossbow": None,
    "Test Fate": None,
    "Trivial Action": None,
    "Vigilance": None,
}
"""p. 113: the suit of each action; None for the miscellaneous ones (any suit, p. 120)."""

FACEDOWN = frozenset({"Riposte", "Dodge", "Aid Another", "Vigilance", "Aim"})
"""Played face down to act later (p. 114)."""

ROUGHHOUSE = ("disarm", "displace", "root", "trip")  # p. 117
VIGILANT = ("Attack", "Roughhouse")
"""The actions a sprung Vigilance carries out (``vigilance``); it accepts naming any other
action that is not face down, but then does nothing with its card."""
INTENTS = ("intimidate", "taunt", "placate")  # p. 119
UNTARGETED_OK = frozenset({"Dodge", "Riposte", "Use Item", "Speak Incantation", "Vigilance"})
"""Actions that may name a target but need none (oneself, the scene, the next foe to come)."""
BUCKETS = {  # policy, rules digest §26: the order minor actions revealed together resolve in
    "Recover": 0,
    "Guard": 0,
    "Pull Item from Pack": 0,
    "Pull Item from Belt": 0,
    "Reload Crossbow": 0,
    "Trivial Action": 0,
    "Bid Lore": 0,
    "Dodge": 1,
    "Riposte": 1,
    "Aid Another": 1,
    "Vigilance": 1,
    "Aim": 1,
    "Avoid": 2,
    "Dash": 2,
    "Move": 2,
}


def bucket(action: str) -> int:
    return BUCKETS.get(action, 3)


# --- reading the fighters ----------------------------------------------------------------------


def adventurer(game: Table, key: str) -> Adventurer:
    return game.guild.adventurer(key)


def held(game: Table, a: Adventurer) -> list[str]:
    """Item ids in the adventurer's hands."""
    return [c.item for c in a.inventory.hands if c is not None]


def weapon_of(game: Table, fighter: Fighter) -> str | None:
    """The weapon type the fighter strikes with; None for bare hands or a disarmed foe."""
    if "disarm" in fighter.effects:
        return None
    if fighter.side != "guild":
        return "natural"
    for item in held(game, adventurer(game, fighter.key)):
        kind = game.pack.items[item].weapon
        if kind is not None:
            return kind
    return None


def shielded(game: Table, fighter: Fighter) -> bool:
    """Whether the fighter wields a shield (p. 112): ties go its way."""
    if fighter.side != "guild" or "disarm" in fighter.effects:
        return False
    kit_in_hand = held(game, adventurer(game, fighter.key))
    return any("shield" in game.pack.items[i].tags for i in kit_in_hand)


def unarmed(game: Table, fighter: Fighter) -> bool:
    """Neither melee weapon nor shield in hand (p. 116): attacks against it have favor."""
    weapon = weapon_of(game, fighter)
    return (weapon is None or weapons.missile(weapon)) and not shielded(game, fighter)


def suffered(game: Table, fighter: Fighter) -> tuple[str, ...]:
    """Every effect on the fighter: the Challenge's own, and an adventurer's lasting ones."""
    known = game.pack.effects
    mine = tuple(e for e in sorted(fighter.effects) if e in known)  # not "unloaded" and such
    if fighter.side == "guild":
        lasting = tuple(e.id for e in adventurer(game, fighter.key).effects)
        return tuple(dict.fromkeys((*lasting, *mine)))
    return mine


def attribute(game: Table, fighter: Fighter, suit: Suit) -> int:
    if fighter.side == "guild":
        return adventurer(game, fighter.key).attributes[suit]
    block = foes.statblock(game.pack, game.challenge.group(fighter.group).creature or "")
    return block.attribute(suit, fighter.health)


def block(game: Table) -> foes.Statblock:
    return foes.statblock(game.pack, game.challenge.group("foes").creature or "")


def find_target(ch: Challenge, word: str | None) -> Fighter | None:
    """A combatant named by key or name (any case, a prefix will do)."""
    if not word:
        return None
    wanted = word.strip().lower()
    ranked = sorted(ch.fighters, key=lambda f: not f.fighting)  # the standing before the fallen
    for exact in (True, False):
        for fighter in ranked:
            names = (fighter.key.lower(), fighter.name.lower())
            if (wanted in names) if exact else any(n.startswith(wanted) for n in names):
                return fighter
    return None


# --- declaring (the guild) ---------------------------------------------------------------------


def declare(
    game: Table, fighter: Fighter, card: Card, command: cmd.Play, *, minor: bool, fool: bool = False
) -> Declared:
    """Check an adventurer's action can be played now, and lay it down (pp. 113–120)."""
    declared = check(game, fighter, card, command, minor=minor, fool=fool)
    if command.resolve:
        a = adventurer(game, fighter.key)
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
        game.log.emit(
            ev.Condition,
            who=a.name,
            change=f"Resolve {a.resolve - 1}",
            cause=f"spent on {command.action}",
        )
    return declared


def check(
    game: Table, fighter: Fighter, card: Card, command: cmd.Play, *, minor: bool, fool: bool = False
) -> Declared:
    """What ``declare`` would lay down, or the book's "No"; nothing in the game changes (the
    Resolve a ``command.resolve`` asks for is only looked at). ``worm.engine.options`` asks
    here which plays a card has."""
    ch = game.under_way()
    action = command.action
    suit = SUIT_OF[action]
    a = adventurer(game, fighter.key)
    if action == "Vigilance":
        then = (command.option or "Attack").title() if command.option else "Attack"
        then = next((name for name in SUIT_OF if name.lower() == then.lower()), "")
        if not then or then in FACEDOWN:
            raise IllegalCommand(
                "Vigilance names the action it will take: attack, roughhouse, "
                "move, trivial action … (p. 120)"
            )
        suit = SUIT_OF[then]
    if minor and suit is not None and card.suit != suit and not _talent_suit(a, action, card):
        raise IllegalCommand(
            f"a minor {action} needs a card of {suit.title()} (p. 115); {card.name} will not do"
        )
    refusal = effects.refusal(game.pack.effects, suffered(game, fighter), action)
    if refusal:
        raise IllegalCommand(refusal)
    if command.resolve and a.resolve < 1:
        raise IllegalCommand(f"{a.name} has no Resolve left to spend (p. 32)")
    target = find_target(ch, command.target)
    option = command.option
    targets: tuple[tuple[str, int], ...] = ()
    if action in (
        "Attack",
        "Roughhouse",
        "Speak Incantation",
        "Use Item",
        "Banter",
        "Command",
        "Aid Another",
        "Dodge",
        "Vigilance",
        "Aim",
        "Riposte",
    ):
        target = _check_target(game, fighter, action, target, option)
        if target is not None:
            targets = ((target.key, 1),)
    option = _check_option(game, fighter, a, action, option, target)
    return Declared(
        fighter.key,
        "guild",
        action,
        card,
        minor=minor,
        targets=targets,
        option=option,
        extra=tarot.FOOL if fool else None,
        fool=fool,
        resolve=command.resolve,
        spare=command.spare,
    )


def _talent_suit(a: Adventurer, action: str, card: Card) -> bool:
    """Talents that let another suit make an action (rules digest §25): Gramarye lets Wands
    Attack, Fight Dirty lets Swords Roughhouse."""
    known = {t.id for t in a.talents if t.id not in a.conditions.wounded_talents}
    return (action == "Attack" and card.suit == "wands" and "gramarye" in known) or (
        action == "Roughhouse" and card.suit == "swords" and "fight_dirty" in known
    )


def _check_target(
    game: Table, fighter: Fighter, action: str, target: Fighter | None, option: str | None
) -> Fighter | None:
    ch = game.under_way()
    allies = action in ("Aid Another", "Dodge", "Riposte")
    if action == "Command":  # with a target or without one (p. 118)
        raise IllegalCommand(
            "Command orders an animal companion (p. 118): none fights beside the guild"
        )
    if target is None and action in UNTARGETED_OK:
        return None
    if target is None:
        raise IllegalCommand(f"{action} needs a target: name one")
    if action == "Use Item" and target.side == "guild" and target.out == "down":
        return target  # a poultice for the dying
    if not target.fighting:
        raise IllegalCommand(f"{target.name} is out of the fight")
    if allies and target.side != "guild":
        raise IllegalCommand(f"{action} is for a guild-mate in your zone, not {target.name}")
    if action == "Aid Another" and target.key == fighter.key:
        raise IllegalCommand("Aid Another helps someone else (p. 118)")
    if action in ("Dodge", "Riposte") and target.zone != fighter.zone:
        raise IllegalCommand(f"{target.name} is not in your zone (p. 114)")
    if action in ("Attack", "Roughhouse", "Banter", "Command", "Aim") and target.side == "guild":
        raise IllegalCommand(f"{target.name} is on your side")
    if action == "Attack":
        _check_attack_reach(game, fighter, target, option)
    if action == "Aim" and weapon_of(game, fighter) != "bow":
        raise IllegalCommand("Aim needs a bow in hand (p. 170)")
    if action == "Roughhouse" and target.zone != fighter.zone:
        raise IllegalCommand(f"{target.name} is not in your zone: close in first")
    if action in ("Banter", "Speak Incantation", "Use Item", "Command") and not _near(
        ch, fighter.zone, target.zone
    ):
        raise IllegalCommand(f"{target.name} is too far off: in your zone or the next")
    return target


def _near(ch: Challenge, a: int, b: int) -> bool:
    return a == b or b in ch.zone(a).neighbours


def _check_attack_reach(game: Table, fighter: Fighter, target: Fighter, option: str | None) -> None:
    ch = game.under_way()
    weapon = weapon_of(game, fighter)
    if option == "throw":
        if not weapons.thrown(weapon):
            raise IllegalCommand("only a dagger can be thrown (p. 170)")
        if target.zone != fighter.zone:
            raise IllegalCommand(f"{target.name} is not in your zone")
        return
    if weapons.missile(weapon):
        if fighter.engaged:
            raise IllegalCommand("engaged in melee: no missile attacks (p. 109)")
        if "no_missiles" in ch.zone(fighter.zone).rules | ch.zone(target.zone).rules:
            raise IllegalCommand("the wind takes every shot here: no missile attacks")
        if not _near(ch, fighter.zone, target.zone):
            raise IllegalCommand(f"{target.name} is out of bowshot: in your zone or the next")
        if weapons.reloads(weapon) and "unloaded" in fighter.effects:
            raise IllegalCommand("the crossbow must be reloaded first (p. 170)")
        ammo = game.pack.weapons[weapon].ammo if weapon else None
        if ammo and not kit.count(adventurer(game, fighter.key), ammo):
            raise IllegalCommand(f"no {ammo} left to shoot")
        return
    if target.zone != fighter.zone:
        raise IllegalCommand(f"{target.name} is not in your zone: move or dash to close in")


def _check_option(
    game: Table,
    fighter: Fighter,
    a: Adventurer,
    action: str,
    option: str | None,
    target: Fighter | None,
) -> str | None:
    ch = game.under_way()
    if action == "Roughhouse":
        choice = (option or "trip").lower()
        if choice not in ROUGHHOUSE:
            raise IllegalCommand(f"Roughhouse is one of {', '.join(ROUGHHOUSE)} (p. 117)")
        return choice
    if action == "Banter":
        intent = (option or "intimidate").lower()
        if intent not in INTENTS:
            raise IllegalCommand(f"Banter is to {', '.join(INTENTS)} (p. 119)")
        if block(game).mindless and intent != "intimidate":
            raise IllegalCommand(
                f"{ch.group('foes').name} understand no words: only intimidation reaches them"
            )
        return intent
    if action in ("Move", "Dash", "Avoid"):
        return str(_destination(ch, fighter, action, option))
    if action == "Guard" and not shielded(game, fighter):
        raise IllegalCommand("Guard needs a shield in hand (p. 120)")
    if action == "Reload Crossbow":
        if weapon_of(game, fighter) != "crossbow":
            raise IllegalCommand("no crossbow in hand to reload")
        if "unloaded" not in fighter.effects:
            raise IllegalCommand("the crossbow is already loaded")
    if action == "Recover":
        if not recoverable(game, fighter):
            raise IllegalCommand(f"{a.name} suffers nothing Recover can shake off (p. 119)")
    if action in ("Pull Item from Pack", "Pull Item from Belt"):
        if not option:
            raise IllegalCommand(f"{action}: name the item")
        place = "pack" if action.endswith("Pack") else "belt"
        carried = kit.named(a, game.pack, option)
        found = a.inventory.where(carried.uid)
        if found is None or found[0] != place:
            raise IllegalCommand(f"{a.name} has no {option} in the {place}")
        kit.to_hand(a, carried, game.pack)  # full hands with nowhere to stow: "No" now, not later
        return carried.item
    if action == "Use Item":
        return _check_item(game, fighter, a, option, target)
    if action == "Speak Incantation":
        return _check_spell(game, fighter, a, option, target)
    if action == "Bid Lore" and a.lore_bids < 1:
        raise IllegalCommand(f"{a.name} has no lore bids left (p. 32)")
    return option


def _destination(ch: Challenge, fighter: Fighter, action: str, option: str | None) -> int:
    zone = ch.zone(fighter.zone)
    if action == "Avoid" and option is None:
        return fighter.zone
    reach = set(zone.neighbours)
    if action == "Dash":
        reach |= {far for near in zone.neighbours for far in ch.zone(near).neighbours}
        reach.discard(fighter.zone)
        if "slow" in zone.rules:
            raise IllegalCommand(f"no one dashes through {zone.name} (slow going)")
    if option is None:
        raise IllegalCommand(
            f"{action} where? Name a zone: " + ", ".join(ch.zone(z).name for z in sorted(reach))
        )
    wanted = option.strip().lower()
    for z in sorted(reach):
        name = ch.zone(z).name.lower()
        if wanted in (str(z), name) or name.endswith(wanted) or wanted in name:
            if action == "Dash" and "slow" in ch.zone(z).rules:
                raise IllegalCommand(f"no one dashes into {ch.zone(z).name} (slow going)")
            return z
    raise IllegalCommand(
        f"{option!r} is not a zone {action} can reach: "
        + ", ".join(ch.zone(z).name for z in sorted(reach))
    )


def _check_item(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    if not option:
        raise IllegalCommand("Use Item: name the item in hand")
    carried = kit.named(a, game.pack, option)
    item = game.pack.items[carried.item]
    found = a.inventory.where(carried.uid)
    if item.id == "poultice":
        if target is None or target.side != "guild":
            raise IllegalCommand("a poultice is for a guild-mate at Death's Door: name them")
        patient = adventurer(game, target.key)
        if not patient.conditions.deaths_door or patient.conditions.dead:
            raise IllegalCommand(
                f"{patient.name} is not at Death's Door: a poultice is for the dying (p. 169)"
            )
        return item.id
    if found is None or found[0] not in ("hands", "belt"):
        raise IllegalCommand(f"{item.name} must be in hand or on the belt to use (p. 118)")
    use = getattr(item, "use", None)
    if use is None:
        raise IllegalCommand(f"{item.name} has no use in a fight")
    if use.target == "foe" and (target is None or target.side == "guild"):
        raise IllegalCommand(f"throw the {item.name} at whom?")
    return item.id


def _check_spell(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    spells = getattr(game.pack, "spells", {})
    if not option:
        raise IllegalCommand("Speak Incantation: name the spell")
    wanted = option.strip().lower().replace(" ", "_")
    spell = spells.get(wanted) or next(
        (s for s in spells.values() if s.name.lower() == option.strip().lower()), None
    )
    if spell is None:
        raise IllegalCommand(f"there is no spell {option!r} (Appendix A)")
    talent = a.talent(spell.talent)
    if talent is None or spell.talent in a.conditions.wounded_talents:
        raise IllegalCommand(
            f"{a.name} cannot cast {spell.name}: it needs "
            f"{game.pack.talents[spell.talent].name}, unwounded (p. 199)"
        )
    if spell.challenge is None:
        raise IllegalCommand(f"{spell.name} has no use in a fight")
    if a.resolve < 1:
        raise IllegalCommand(f"{a.name} has no Resolve left to cast with (p. 199)")
    if any("no_casting" in game.pack.items[c.item].tags for c in a.inventory.belt if c is not None):
        raise IllegalCommand(f"{a.name} wears too much metal to cast (p. 164)")
    if all(c is not None for c in a.inventory.hands):
        raise IllegalCommand(f"{a.name} needs a hand free for the component (p. 199)")
    if spell.challenge.target == "foe" and (target is None or target.side == "guild"):
        raise IllegalCommand(f"cast {spell.name} at whom?")
    return str(spell.id)


def recoverable(game: Table, fighter: Fighter) -> list[str]:
    """The effects on the fighter that Recover can end (p. 119)."""
    return [
        e
        for e in suffered(game, fighter)
        if e in game.pack.effects and effects.recoverable(game.pack.effects, e)
    ]


# --- resolving ---------------------------------------------------------------------------------


def value(game: Table, d: Declared, suit: Suit | None) -> int:
    """The action's value: face value, plus the attribute on one's own turn (pp. 113, 122)."""
    card = 0 if d.card is None else d.card.value
    if d.minor or suit is None:
        return card
    ch = game.under_way()
    actor = ch.fighter(d.who) if d.side == "guild" else _acting_member(ch, d.who)
    if actor is None:
        return card
    return card + attribute(game, actor, suit)


def _acting_member(ch: Challenge, group: str) -> Fighter | None:
    return next((f for f in ch.members(group) if f.fighting), None)


def resolve(game: Table, d: Declared) -> None:
    """Reveal an action the guild declared and play it out (pp. 115–119)."""
    ch = game.under_way()
    fighter = ch.fighter(d.who)
    if not fighter.fighting or not adventurer(game, d.who).active:
        game.ruling("p. 126", f"{fighter.name} is down: the action comes to nothing")
        spend(game, d)
        return
    if d.action in FACEDOWN:
        _lay_facedown(game, fighter, d)
        return
    GUILD[d.action](game, fighter, d)
    spend(game, d)


KEPT = frozenset({"Guard", "Dodge", "Riposte"})  # their card stays on the table


def spend(game: Table, d: Declared) -> None:
    """The action's cards go to the discard, but a kept card stays on the table (p. 114)."""
    kept = d.action == "Guard" or (d.side == "foes" and d.action in KEPT)
    cards = tuple(c for c in (None if kept else d.card, d.extra) if c is not None)
    game.decks = tarot.discard_all(game.decks, cards)


def _lay_facedown(game: Table, fighter: Fighter, d: Declared) -> None:
    """A face-down action: one at a time, the new replacing the old (p. 114)."""
    suit = SUIT_OF[d.action]
    then = None
    if d.action == "Vigilance":
        then = _vigilant_action(d)
        suit = SUIT_OF[then]
    bonus = 0 if (d.minor or suit is None) else attribute(game, fighter, suit)
    ward = d.targets[0][0] if d.targets else None
    card = d.card
    assert card is not None
    set_facedown(game, fighter.key, Facedown(d.action, card, bonus, ward, then))
    _act(game, fighter.name, d, None, None, "laid face down", target=ward)
    if d.extra is not None:
        game.decks = tarot.discard_all(game.decks, (d.extra,))


def set_facedown(game: Table, group_key: str, down: Facedown) -> None:
    """Lay a face-down card for a group: one at a time, the new replacing the old, whose card
    is discarded (p. 114)."""
    group = game.challenge.group(group_key)
    if group.facedown is not None:
        game.decks = tarot.discard_all(game.decks, (group.facedown.card,))
        if group.side == "guild":
            game.log.emit(
                ev.Narration,
                text=f"{group.name} gives up a face-down {group.facedown.action} for a new one.",
            )
    game.challenge = game.challenge.with_group(evolve(group, facedown=down))


def polearm_first(game: Table, target: Fighter) -> bool:
    """A face-down Riposte with a polearm in hand strikes before the blow it answers, as an
    interrupt (p. 170). The GM's creatures fight with what nature gave them, never a polearm."""
    down = game.challenge.group(target.group).facedown
    return (
        down is not None
        and down.action == "Riposte"
        and weapons.riposte_interrupts(weapon_of(game, target))
    )


def _vigilant_action(d: Declared) -> str:
    wanted = (d.option or "Attack").lower()
    return next((name for name in SUIT_OF if name.lower() == wanted), "Attack")


def _act(
    game: Table,
    who: str,
    d: Declared,
    total: int | None,
    vs: int | None,
    result: str,
    *,
    target: str | None = None,
    favor: int = 0,
    why: fate.Modifiers | None = None,
) -> None:
    ch = game.under_way()
    name = None
    if target is not None:
        try:
            name = ch.fighter(target).name
        except KeyError:
            name = ch.group(target).name
    reasons = () if why is None or not why.value else (*why.favor, *why.disfavor)
    game.log.emit(
        ev.Action,
        who=who,
        action=d.action,
        card=d.card,
        value=total,
        minor=d.minor,
        target=name,
        vs=vs,
        result=result,
        favor=favor,
        extra=d.extra,
        reasons=reasons,
    )


def _aid_bonus(game: Table, who: str) -> tuple[int, str | None]:
    """Spend any Aid Another laid for ``who``: its face value (plus Cups if laid on a turn)."""
    ch = game.under_way()
    for group in ch.groups:
        down = group.facedown
        if down is not None and down.action == "Aid Another" and down.ward == who:
            game.challenge = ch.with_group(evolve(group, facedown=None))
            game.decks = tarot.discard_all(game.decks, (down.card,))
            return down.card.value + down.bonus, group.name
    return 0, None


def mods_for(
    game: Table, d: Declared, actor: Fighter, target: Fighter | None, *, kind: str = "melee"
) -> fate.Modifiers:
    """Favor and disfavor on an action (p. 10; the Challenge's sources, rules digest §27.1)."""
    ch = game.under_way()
    m = effects.on_actor(game.pack.effects, suffered(game, actor), d.action)
    for reason in d.favor:
        m = m.with_favor(reason)
    for reason in d.disfavor:
        m = m.with_disfavor(reason)
    if d.resolve:
        m = m.with_favor("1 Resolve spent (p. 113)")
    if actor.side == "guild" and game.light_of(actor.key) == "dark":
        m = m.with_disfavor("fighting in the dark: Blind (p. 94)")
    if target is None:
        return m
    harmful = d.action in ("Attack", "Roughhouse", "Use Item", "Speak Incantation")
    if harmful:
        against = effects.against(
            game.pack.effects,
            suffered(game, target),
            "missile" if kind == "missile" else "melee",
            unarmed=target.side == "guild" and unarmed(game, target),
        )
        m = fate.Modifiers((*m.favor, *against.favor), (*m.disfavor, *against.disfavor))
    if d.action == "Attack":
        rules = ch.zone(target.zone).rules
        here = ch.zone(actor.zone).rules
        if kind == "missile" and "cover" in rules:
            m = m.with_disfavor(f"{target.name} is in cover (p. 129)")
        if "obscured" in rules:
            m = m.with_disfavor(f"{target.name} is hard to see")
        if "precarious" in here:
            m = m.with_disfavor("a precarious footing (p. 113)")
        if kind == "missile" and "high_ground" in here:
            m = m.with_favor("shooting from on high (p. 111)")
        if kind == "melee" and target.side == "guild" and weapons.missile(weapon_of(game, target)):
            m = m.with_favor(f"{target.name} holds a missile weapon (p. 170)")
        if (
            kind == "melee"
            and weapon_of(game, actor) is None
            and target.side == "foes"
            and "disarm" not in target.effects
        ):
            m = m.with_disfavor("bare fists against an armed foe (p. 116)")
    if d.action == "Roughhouse" and "slippery" in ch.zone(target.zone).rules:
        m = m.with_favor("slippery ground (p. 113)")
    if d.action == "Speak Incantation" and "deafening" in ch.zone(actor.zone).rules:
        m = m.with_disfavor("too loud to be heard: Deafened (p. 12)")
    return m


def defend(
    game: Table,
    target: Fighter,
    value: int,
    *,
    attacker_shield: bool = False,
    flail: bool = False,
    tough: bool | None = None,
) -> tuple[bool, int]:
    """Whether an action of ``value`` gets through ``target``'s defence, after any face-down
    Dodge (p. 117); the target's Initiative is turned face up (p. 112). Returns (hit, defence).
    """
    ch = game.under_way()
    group = ch.group(target.group)
    if not group.shown:
        ch = ch.with_group(evolve(group, shown=True))
        game.challenge = ch
        group = ch.group(target.group)
    defence = ch.initiative(target.group)
    if tough is None:
        tough = target.side == "foes" and block(game).tough
    shield = shielded(game, target)
    dodge = _dodger(ch, target)
    if dodge is not None:
        down = dodge.facedown
        assert down is not None
        raised = defence + down.card.value + down.bonus
        game.challenge = game.challenge.with_group(evolve(dodge, facedown=None))
        game.decks = tarot.discard_all(game.decks, (down.card,))
        game.log.emit(
            ev.Action,
            who=dodge.name,
            action="Dodge",
            card=down.card,
            value=down.card.value + down.bonus,
            minor=False,
            target=target.name,
            vs=value,
            result=f"Initiative {defence} → {raised}",
        )
        defence = raised
    hit = initiative.beats(value, defence, shield=shield, flail=flail, tough=tough)
    return hit, defence


def _dodger(ch: Challenge, target: Fighter) -> object | None:
    """The group whose face-down Dodge guards ``target``: its own, or a guild-mate's laid for
    it (a Dodge protects anyone in its owner's zone, p. 114)."""
    own = ch.group(target.group)
    if (
        own.facedown is not None
        and own.facedown.action == "Dodge"
        and own.facedown.ward in (None, target.key)
    ):
        return own
    if target.side != "guild":
        return None
    for group in ch.groups:
        down = group.facedown
        if (
            down is not None
            and down.action == "Dodge"
            and down.ward == target.key
            and ch.fighter(group.key).zone == target.zone
        ):
            return group
    return None


def riposte(game: Table, target: Fighter, attacker: Fighter, value: int) -> None:
    """A face-down Riposte answers an Attack or Roughhouse (p. 116): beat the attacker's value
    and deal a Wound (a blade: 2, p. 170)."""
    ch = game.under_way()
    group = ch.group(target.group)
    down = group.facedown
    if down is None or down.action != "Riposte" or not target.fighting:
        return
    game.challenge = ch.with_group(evolve(group, facedown=None))
    game.decks = tarot.discard_all(game.decks, (down.card,))
    total = down.card.value + down.bonus
    hit = initiative.beats(total, value, shield=shielded(game, attacker))
    game.log.emit(
        ev.Action,
        who=target.name,
        action="Riposte",
        card=down.card,
        value=total,
        minor=False,
        target=attacker.name,
        vs=value,
        result="hit" if hit else "miss",
    )
    if not hit:
        return
    count = weapons.riposte_wounds(weapon_of(game, target))
    if attacker.side == "guild":
        for _ in range(count):
            wound_adventurer(game, attacker.key, cause=f"{target.name}'s riposte")
    else:
        harm_foe(game, attacker.key, count, by=target.key)


# --- harm ------------------------------------------------------------------------------------


def wound_adventurer(
    game: Table, key: str, *, piercing: bool = False, critical: bool = False, cause: str = ""
) -> None:
    """One Wound to an adventurer (p. 124); one who falls is out of the fight."""
    a = adventurer(game, key)
    if a.conditions.dead:
        return
    wounds.wound(game, a, piercing=piercing, critical=critical, cause=cause)
    sync(game)


def sync(game: Table) -> None:
    """Adventurers at Death's Door or dead drop out: their cards go to the discards (p. 126)."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return
    for fighter in ch.side("guild"):
        a = adventurer(game, fighter.key)
        if a.active:
            continue
        out = "dead" if a.conditions.dead else "down"
        group = ch.group(fighter.key)
        cards = [*ch.hand(fighter.key)]
        if group.initiative is not None and not group.acted:
            cards.append(group.initiative)
            group = evolve(group, initiative=None)
        if group.facedown is not None:
            cards.append(group.facedown.card)
            group = evolve(group, facedown=None)
        game.decks = tarot.discard_all(game.decks, tuple(cards))
        engaged = fighter.engaged
        ch = ch.with_group(group).with_hand(fighter.key, ())
        ch = ch.with_fighter(evolve(fighter, out=out, engaged=frozenset()))
        for other in engaged:
            foe = ch.fighter(other)
            ch = ch.with_fighter(evolve(foe, engaged=foe.engaged - {fighter.key}))
        if ch.step == "turn" and ch.actor == fighter.key:
            ch = evolve(ch, step="count")
        game.challenge = ch
        game.log.emit(ev.Narration, text=f"{fighter.name} falls and is out of the fight.")


def harm_foe(
    game: Table,
    key: str,
    wounds: int = 1,
    *,
    piercing: bool = False,
    critical: bool = False,
    by: str | None = None,
    spare: bool = False,
    part: str | None = None,
) -> bool:
    """Wounds to one of the GM's creatures: Defense first, Piercing to Health, Critical to 0
    (p. 125). Returns whether it went down."""
    ch = game.under_way()
    foe = ch.fighter(key)
    if not foe.fighting:
        return False
    stats = block(game)
    parts = list(foe.parts)
    index = next(
        (i for i, p in enumerate(parts) if p.standing and (part in (None, p.id))),
        next((i for i, p in enumerate(parts) if p.standing), None),
    )
    if index is None:
        return False
    hit = parts[index]
    health, defense, taken = harm.harm(
        hit.health, hit.defense, wounds, piercing=piercing, critical=critical
    )
    if hit.health is None:
        game.ruling("p. 255", f"nothing can wound {foe.name}")
    parts[index] = evolve(hit, health=health, defense=defense)
    for landed in taken:
        game.log.emit(
            ev.Wound,
            who=foe.name,
            taken_as=landed,
            piercing=piercing,
            critical=critical,
            cause=f"struck by {_name(ch, by)}",
        )
    foe = evolve(foe, parts=tuple(parts))
    down = all(not p.standing for p in parts if p.core)
    if hit.health is not None and not parts[index].standing and len(parts) > 1:
        game.ruling("p. 251", f"{foe.name}'s {hit.name} is defeated")
    if down:
        if spare:
            out, words = "spared", "is beaten and spared, taken alive (p. 125)"
        elif stats.falls_apart:
            out, words = "destroyed", "falls apart (p. 125)"
        else:
            out, words = "down", "falls at Death's Door (p. 125)"
        foe = evolve(foe, out=out, engaged=frozenset())
        game.log.emit(ev.Narration, text=f"{foe.name} {words}.")
        ch = ch.with_fighter(foe)
        for other in ch.fighters:
            if key in other.engaged:
                ch = ch.with_fighter(evolve(other, engaged=other.engaged - {key}))
        game.challenge = ch
    else:
        game.challenge = ch.with_fighter(foe)
    if by is not None:
        game.challenge = evolve(
            game.challenge, harmed_by={**game.challenge.harmed_by, foe.group: by}
        )
    return down


def _name(ch: Challenge, key: str | None) -> str:
    if key is None:
        return "the fight"
    try:
        return ch.fighter(key).name
    except KeyError:
        return ch.group(key).name


def engage(game: Table, one: str, other: str) -> None:
    """A melee hit engages striker and struck with each other (p. 109)."""
    ch = game.under_way()
    a, b = ch.fighter(one), ch.fighter(other)
    if not (a.fighting and b.fighting):
        return
    ch = ch.with_fighter(evolve(a, engaged=a.engaged | {other}))
    b = ch.fighter(other)
    game.challenge = ch.with_fighter(evolve(b, engaged=b.engaged | {one}))


def disengage(game: Table, key: str) -> None:
    """``key`` and everyone engaged with it part (Trip, Root, Avoid, p. 109)."""
    ch = game.under_way()
    me = ch.fighter(key)
    for other in me.engaged:
        them = ch.fighter(other)
        ch = ch.with_fighter(evolve(them, engaged=them.engaged - {key}))
    game.challenge = ch.with_fighter(evolve(ch.fighter(key), engaged=frozenset()))


def afflict(game: Table, key: str, effect: str) -> None:
    """An effect lands on a combatant for the rest of the Challenge or until Recovered."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    game.challenge = ch.with_fighter(evolve(fighter, effects=fighter.effects | {effect}))
    name = game.pack.effects[effect].name if effect in game.pack.effects else effect
    game.log.emit(ev.Narration, text=f"{fighter.name} suffers {name}.")
    if effect in game.pack.effects and effects.disengages(game.pack.effects, effect):
        disengage(game, key)


def enter_zone(game: Table, key: str, zone: int, *, avoided: bool = False) -> None:
    """Move a combatant into ``zone``; a hazard guarding it strikes any who did not Avoid it,
    and burning ground or a drop hurts those thrown in (pp. 110, 184)."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    game.challenge = ch.with_fighter(evolve(fighter, zone=zone))
    if avoided:
        return
    for group in ch.groups:
        if group.side == "hazard" and group.zone == zone and group.hazard_wounds:
            game.ruling("p. 128", f"{group.name} catches {fighter.name}")
            hurt(game, key, group.hazard_wounds, piercing=group.hazard_piercing, by=group.key)


def hurt(
    game: Table,
    key: str,
    wounds: int,
    *,
    piercing: bool = False,
    by: str | None = None,
    cause: str = "",
) -> None:
    """Wounds from anything to anyone in the fight."""
    fighter = game.challenge.fighter(key)
    if fighter.side == "guild":
        for _ in range(wounds):
            wound_adventurer(game, key, piercing=piercing, cause=cause or _name(game.challenge, by))
    else:
        harm_foe(game, key, wounds, piercing=piercing, by=by)


def free_wounds(game: Table, key: str) -> None:
    """Leaving an engagement without Avoid (p. 109): each opponent engaged may deal a Wound
    or let the mover pass. Foes strike as their Disposition says; the guild always does
    (policy, rules digest §22.2)."""
    mover = game.challenge.fighter(key)
    for other in sorted(mover.engaged):
        if game.challenge is None:
            return
        them = game.challenge.fighter(other)
        if not them.fighting or (them.side != "guild" and not strikes_freely(game)):
            continue
        if them.side == "guild":
            game.ruling("p. 109", f"{them.name} cuts at {mover.name} as it pulls away")
        else:
            game.ruling("p. 109", f"{them.name} takes a free swing as {mover.name} pulls away")
        hurt(game, key, 1, by=other)
    if game.challenge is not None:
        disengage(game, key)


def strikes_freely(game: Table) -> bool:
    meeting = game.meeting
    if meeting is None:
        return True
    return bool(game.pack.dispositions.stance(meeting.emotion).free_wound)


# --- the guild's actions ------------------------------------------------------------------------


def _attack(game: Table, fighter: Fighter, d: Declared) -> None:
    """Attack (p. 116): beat the target's Initiative to deal a Wound; a melee hit engages."""
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if not target.fighting:
        _act(game, fighter.name, d, None, None, "no target: it is already down", target=target.key)
        return
    weapon = weapon_of(game, fighter)
    thrown = d.option == "throw"
    kind = "missile" if weapons.missile(weapon) and not thrown else "melee"
    if thrown:
        kind = "thrown"
    total = value(game, d, "swords")
    aid, helper = _aid_bonus(game, fighter.key)
    total += aid
    aim = ch.group(fighter.key).facedown
    if kind == "missile" and aim is not None and aim.action == "Aim":
        total += aim.card.value + aim.bonus
        game.challenge = game.challenge.with_group(evolve(ch.group(fighter.key), facedown=None))
        game.decks = tarot.discard_all(game.decks, (aim.card,))
        game.log.emit(ev.Narration, text=f"{fighter.name} looses the aimed shot.")
    m = mods_for(game, d, fighter, target, kind=kind)
    total += m.value
    _strike(game, fighter, target, d, total, m, weapon, kind, helper)


def _strike(
    game: Table,
    fighter: Fighter,
    target: Fighter,
    d: Declared,
    total: int,
    m: fate.Modifiers,
    weapon: str | None,
    kind: str,
    helper: str | None,
) -> None:
    """An adventurer's Attack of ``total`` on a foe, with its weapon's property (p. 170)."""
    stats = block(game)
    riposte_first = polearm_first(game, target)
    if riposte_first:
        riposte(game, target, fighter, total)
        if not game.challenge.fighter(fighter.key).fighting:
            return
    hit, defence = defend(game, target, total, flail=weapons.wins_ties(weapon), tough=stats.tough)
    result = "hit" if hit else "miss"
    if helper:
        result += f" (aided by {helper})"
    _act(game, fighter.name, d, total, defence, result, target=target.key, favor=m.value, why=m)
    a = adventurer(game, fighter.key)
    if weapon is not None and weapons.missile(weapon) and kind == "missile":
        ammo = game.pack.weapons[weapon].ammo
        if ammo and hit:
            after, _ = kit.lose(a, ammo, 1)
            game.set_adventurer(after)
        if weapons.reloads(weapon):
            me = game.challenge.fighter(fighter.key)
            game.challenge = game.challenge.with_fighter(
                evolve(me, effects=me.effects | {"unloaded"})
            )
    if hit and weapon is None and stats.larger:
        game.ruling("p. 116", f"bare hands cannot hurt {target.name}, bigger than any person")
        if kind == "melee":
            engage(game, fighter.key, target.key)
        hit = False
    if hit:
        count = weapons.wounds(weapon, total, defence)
        held_fast = bool({"root", "trip"} & set(target.effects))
        pierce = weapons.piercing(
            weapon, target_unarmed="disarm" in target.effects, target_held=held_fast
        )
        if kind == "melee":
            engage(game, fighter.key, target.key)
        down = harm_foe(
            game, target.key, count, piercing=pierce, by=fighter.key, spare=d.spare, part=None
        )
        if down and weapons.cleaves(weapon):
            _cleave(game, fighter, target, d, total)
    if not riposte_first:
        riposte(
            game, game.challenge.fighter(target.key), game.challenge.fighter(fighter.key), total
        )


def _cleave(game: Table, fighter: Fighter, felled: Fighter, d: Declared, total: int) -> None:
    """An axe that fells a foe turns the same value on another in the zone (p. 170)."""
    ch = game.under_way()
    nxt = next((f for f in ch.in_zone(felled.zone, "foes") if f.key != felled.key), None)
    if nxt is None:
        return
    game.ruling("p. 170", f"the axe swings on into {nxt.name}")
    hit, defence = defend(game, nxt, total)
    game.log.emit(
        ev.Action,
        who=fighter.name,
        action="Attack",
        card=None,
        value=total,
        minor=d.minor,
        target=nxt.name,
        vs=defence,
        result="hit" if hit else "miss",
    )
    if hit:
        engage(game, fighter.key, nxt.key)
        harm_foe(game, nxt.key, 1, by=fighter.key, spare=d.spare)


def _roughhouse(game: Table, fighter: Fighter, d: Declared) -> None:
    """Roughhouse (p. 117): beat the Initiative, then Disarm, Displace, Root or Trip."""
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if not target.fighting:
        _act(game, fighter.name, d, None, None, "no target", target=target.key)
        return
    total = value(game, d, "pentacles") + _aid_bonus(game, fighter.key)[0]
    m = mods_for(game, d, fighter, target)
    total += m.value
    hit, defence = defend(game, target, total)
    choice = d.option or "trip"
    _act(
        game,
        fighter.name,
        d,
        total,
        defence,
        f"{choice}" if hit else "miss",
        target=target.key,
        favor=m.value,
        why=m,
    )
    if hit:
        manhandle(game, target.key, choice, by=fighter.key)
    riposte(game, game.challenge.fighter(target.key), game.challenge.fighter(fighter.key), total)


def manhandle(game: Table, key: str, choice: str, *, by: str | None = None) -> None:
    """The four Roughhouse results (pp. 12–13, 117)."""
    ch = game.under_way()
    target = ch.fighter(key)
    if choice == "displace":
        zone = ch.zone(target.zone)
        options = [z for z in zone.neighbours if not ch.zone(z).exit] or list(zone.neighbours)
        worst = sorted(
            options,
            key=lambda z: (
                -len({"burning", "drop"} & ch.zone(z).rules)
                - sum(1 for g in ch.groups if g.side == "hazard" and g.zone == z)
            ),
        )
        dest = worst[0]
        disengage(game, key)
        game.log.emit(ev.Narration, text=f"{target.name} is shoved into {ch.zone(dest).name}.")
        enter_zone(game, key, dest)
        rules = game.challenge.zone(dest).rules if game.challenge else frozenset()
        if game.challenge is not None and "burning" in rules:
            hurt(game, key, 1, by=by, cause="thrown into the fire")
        if game.challenge is not None and "drop" in rules:
            hurt(game, key, 1, piercing=True, by=by, cause="a fall")
        return
    afflict(game, key, choice)
    if choice == "trip" and "drop" in ch.zone(target.zone).rules:
        hurt(game, key, 1, piercing=True, by=by, cause="a fall")


def _avoid(game: Table, fighter: Fighter, d: Declared) -> None:
    """Avoid (p. 117): slip an engagement (value ≥ each engaged foe's Initiative) or get past a
    hazard or guard (value > its Initiative), then move to the zone named."""
    ch = game.under_way()
    total = value(game, d, "pentacles")
    m = mods_for(game, d, fighter, None)
    total += m.value
    dest = int(d.option) if d.option is not None else fighter.zone
    results = []
    for other in sorted(fighter.engaged):
        them = ch.fighter(other)
        beat = total >= ch.initiative(them.group)
        results.append(f"{'clear of' if beat else 'caught by'} {them.name}")
        if not beat and strikes_freely(game):
            hurt(game, fighter.key, 1, by=other)
            if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
                return
    disengage(game, fighter.key)
    passed = True
    hazards = [g for g in game.challenge.groups if g.side == "hazard" and g.zone == dest]
    for hazard in hazards:
        vs = game.challenge.initiative(hazard.key)
        if not game.challenge.group(hazard.key).shown:
            game.challenge = game.challenge.with_group(evolve(hazard, shown=True))
        beat = total > vs
        results.append(f"{'past' if beat else 'caught by'} {hazard.name} ({vs})")
        if not beat:
            passed = False
            hurt(
                game,
                fighter.key,
                hazard.hazard_wounds,
                piercing=hazard.hazard_piercing,
                by=hazard.key,
            )
    _act(
        game,
        fighter.name,
        d,
        total,
        None,
        "; ".join(results) or "moves clear",
        favor=m.value,
        why=m,
    )
    if game.challenge is not None and passed and dest != fighter.zone:
        enter_zone(game, fighter.key, dest, avoided=True)
        _moved(game, fighter.key)


def _move(game: Table, fighter: Fighter, d: Declared) -> None:
    """Move (p. 120) or Dash (p. 117): one zone, or two; engaged foes may strike as you go."""
    dest = int(d.option or fighter.zone)
    if fighter.engaged:
        free_wounds(game, fighter.key)
        if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
            return
    ch = game.under_way()
    path = [dest]
    if dest not in ch.zone(fighter.zone).neighbours:
        middle = next(z for z in ch.zone(fighter.zone).neighbours if dest in ch.zone(z).neighbours)
        path = [middle, dest]
    _act(game, fighter.name, d, value(game, d, SUIT_OF[d.action]), None, f"to {ch.zone(dest).name}")
    for zone in path:
        enter_zone(game, fighter.key, zone)
        if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
            return
    _moved(game, fighter.key)


def _moved(game: Table, key: str) -> None:
    """A face-down Dodge or Riposte laid for an ally is lost when its owner walks away
    (p. 114)."""
    ch = game.under_way()
    group = ch.group(key)
    down = group.facedown
    if down is not None and down.ward not in (None, key) and down.action in ("Dodge", "Riposte"):
        game.challenge = ch.with_group(evolve(group, facedown=None))
        game.decks = tarot.discard_all(game.decks, (down.card,))


def _use_item(game: Table, fighter: Fighter, d: Declared) -> None:
    """Use Item (p. 118): a thrown bomb is a Cups Attack; a potion works on anyone."""
    item = game.pack.items[d.option or ""]
    if item.id == "poultice":
        patient = d.targets[0][0]
        _act(game, fighter.name, d, None, None, "a poultice", target=patient)
        try:
            tending.tend(game, fighter.key, patient)
        except IllegalCommand as why:  # things changed between declaring and revealing
            game.ruling("p. 115", f"the poultice is not used: {why}")
        return
    use = item.use
    a = adventurer(game, fighter.key)
    if use.consumed:
        after, _ = kit.lose(a, item.id, 1)
        game.set_adventurer(after)
        game.log.emit(ev.Item, who=a.name, item=item.name, change="used", cause="in the fight")
    target = game.challenge.fighter(d.targets[0][0]) if d.targets else fighter
    total = value(game, d, "cups")
    if use.target == "foe":
        m = mods_for(game, d, fighter, target, kind="missile")
        total += m.value
        hit, defence = defend(game, target, total)
        _act(
            game,
            fighter.name,
            d,
            total,
            defence,
            "hit" if hit else "miss",
            target=target.key,
            favor=m.value,
            why=m,
        )
        if not hit:
            return
    else:
        _act(game, fighter.name, d, total, None, item.name.lower(), target=target.key)
    _land(game, target.key, use.effects, use.wounds, use.piercing, by=fighter.key)


def _land(
    game: Table,
    key: str,
    effect_ids: tuple[str, ...],
    wounds: int,
    piercing: bool,
    *,
    by: str | None,
) -> None:
    for effect in effect_ids:
        if game.challenge is None:
            return
        if effect == "heal":
            target = game.challenge.fighter(key)
            if target.side == "guild":
                dying.heal(game, key, cause="healed in the fight")
            continue
        afflict(game, key, effect)
    if wounds and game.challenge is not None:
        hurt(game, key, wounds, piercing=piercing, by=by)


def _speak(game: Table, fighter: Fighter, d: Declared) -> None:
    """Speak Incantation (p. 119; Appendix A): 1 Resolve, then beat the target's Initiative
    (a willing target or the scene: any value)."""
    spell = game.pack.spells[d.option or ""]
    cast = spell.challenge
    a = adventurer(game, fighter.key)
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause=f"casting {spell.name}"
    )
    total = value(game, d, "wands")
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0]) if d.targets else fighter
    m = mods_for(game, d, fighter, target if cast.target == "foe" else None)
    total += m.value
    victims = [target]
    if cast.zone_wide:
        victims = [f for f in ch.in_zone(target.zone) if f.side == target.side]
    undead = block(game).theme == "undead"
    for victim in victims:
        if game.challenge is None:
            return
        victim = game.challenge.fighter(victim.key)
        reading = cast.against(undead=undead and victim.side == "foes")
        if victim.side == "foes" and cast.only and cast.only != block(game).theme:
            _act(
                game,
                fighter.name,
                d,
                total,
                None,
                f"{spell.name}: no hold on {victim.name}",
                target=victim.key,
            )
            continue
        if cast.target == "foe":
            hit, defence = defend(game, victim, total)
            _act(
                game,
                fighter.name,
                d,
                total,
                defence,
                f"{spell.name}: {'takes hold' if hit else 'resisted'}",
                target=victim.key,
                favor=m.value,
                why=m,
            )
            if not hit:
                continue
        else:
            _act(game, fighter.name, d, total, None, spell.name, target=victim.key)
        _land(
            game,
            victim.key,
            tuple(e for e in reading.effects if e != "inspire"),
            reading.wounds,
            reading.piercing,
            by=fighter.key,
        )
        if reading.emotion and victim.side == "foes" and game.meeting is not None:
            emotion, intensity = _toward(game, reading.emotion)
            meet.mood(game, emotion, intensity, cause="spell")
            react_to_mood(game)
            if game.challenge is None:
                return


def _toward(game: Table, emotion: str) -> tuple[str, str]:
    from worm.rules import disposition

    meeting = game.meeting
    assert meeting is not None
    return disposition.toward(game.pack.dispositions, meeting.emotion, meeting.intensity, emotion)  # type: ignore[arg-type]


def _banter(game: Table, fighter: Fighter, d: Declared) -> None:
    """Banter (p. 119): beat the band's Morale to move its Disposition one step by what was
    said; its likes and dislikes give favor or disfavor."""
    meeting = game.meeting
    assert meeting is not None
    a = adventurer(game, fighter.key)
    intent = d.option or "intimidate"
    approach = "flatter" if intent == "placate" else "threaten"
    tastes = parley.carried(game.pack, approach, kith=a.kith)  # type: ignore[arg-type]
    verdict = parley.weigh(meeting.traits, tastes, gift=False)
    m = mods_for(game, d, fighter, None)
    if verdict.kind == "pleases":
        m = m.with_favor("words it likes (p. 119)")
    elif verdict.kind == "offends":
        m = m.with_disfavor("words it hates (p. 119)")
    total = value(game, d, "wands") + m.value + _aid_bonus(game, fighter.key)[0]
    situation, why = sizeup(game)
    target = banter.MORALE[situation]
    game.ruling("p. 119", f"{meeting.name}: {situation} ({why}), Morale {target}")
    beat = banter.beats(total, situation)
    _act(
        game,
        fighter.name,
        d,
        total,
        target,
        f"{intent}: {'moves them' if beat else 'no'}",
        target="foes",
        favor=m.value,
        why=m,
    )
    if not beat:
        return
    wheel = game.pack.dispositions
    emotion, intensity = banter.moved(wheel, meeting.emotion, meeting.intensity, intent)  # type: ignore[arg-type]
    meet.mood(game, emotion, intensity, cause="banter")
    react_to_mood(game)


def sizeup(game: Table) -> tuple[banter.Situation, str]:
    """The band's Morale situation as the GM reads it now (policy ``worm.gm.morale``)."""
    ch = game.under_way()
    members = ch.members("foes")
    down = sum(1 for f in members if not f.fighting)
    hurt_now = ch.greater_spent > 0 or any(
        any(
            p.health is not None and (p.health, p.defense) != (q.health, q.defense)
            for p, q in zip(f.parts, block_parts(game), strict=False)
        )
        for f in members
    )
    guild = len(ch.side("guild"))
    ground = any(
        rule in ch.zone(f.zone).rules
        for f in members
        if f.fighting
        for rule in ("high_ground", "cover")
    )
    lord = block(game).lord and any(f.out == "down" for f in members)
    return morale.assess(
        morale.Sizeup(
            count=len(members),
            down=down,
            hurt=hurt_now,
            leader_dying=lord,
            guild=guild,
            ground=ground,
        )
    )


def block_parts(game: Table) -> tuple[object, ...]:
    return tuple(block(game).parts)


def react_to_mood(game: Table) -> None:
    """A band whose mood turns stops fighting as its Disposition says (pp. 101–102, 119):
    a positive mood or surprise lowers weapons, and the parley can begin."""
    meeting = game.meeting
    if meeting is None or game.challenge is None:
        return
    wheel = game.pack.dispositions
    if meeting.emotion == "surprise" or wheel.valence(meeting.emotion) == "positive":
        game.meeting = evolve(meeting, hostile=False, pressed=False)
        ending.finish(game, "parley", f"{meet.they(meeting, 'lower')} their weapons")


def _recover(game: Table, fighter: Fighter, d: Declared) -> None:
    """Recover (p. 119): shake off one effect."""
    shed = recoverable(game, fighter)
    if not shed:
        _act(game, fighter.name, d, None, None, "nothing to shake off")
        return
    effect = shed[0]
    ch = game.under_way()
    if effect in fighter.effects:
        game.challenge = ch.with_fighter(evolve(fighter, effects=fighter.effects - {effect}))
    else:
        a = adventurer(game, fighter.key)
        game.set_adventurer(
            a.model_copy(update={"effects": tuple(e for e in a.effects if e.id != effect)})
        )
    _act(game, fighter.name, d, None, None, f"shakes off {game.pack.effects[effect].name}")


def _guard(game: Table, fighter: Fighter, d: Declared) -> None:
    """Guard (p. 120): with a shield, the card played becomes the new Initiative (policy,
    ambiguity 13: one card); the old one is discarded."""
    ch = game.under_way()
    group = ch.group(fighter.key)
    old = group.initiative
    if old is not None:
        game.decks = tarot.discard_all(game.decks, (old,))
    card = d.card
    assert card is not None
    game.challenge = ch.with_group(evolve(group, initiative=card, shown=True))
    _act(
        game,
        fighter.name,
        d,
        card.value,
        old.value if old else None,
        f"Initiative now {card.value}",
    )


def _pull(game: Table, fighter: Fighter, d: Declared) -> None:
    """Pull Item from Pack or Belt (pp. 118, 120): into the hands, swapping if they are full."""
    a = adventurer(game, fighter.key)
    carried = next((c for c in a.inventory.things() if c.item == d.option), None)
    try:
        if carried is None:
            raise IllegalCommand(f"{a.name} no longer carries it")
        after, stowed = kit.to_hand(a, carried, game.pack)
    except IllegalCommand as why:  # things changed between declaring and revealing
        game.ruling("p. 115", f"nothing comes to hand: {why}")
        return
    game.set_adventurer(after)
    name = game.pack.items[carried.item].name
    _act(
        game,
        fighter.name,
        d,
        None,
        None,
        f"takes {name} in hand" + (f", stowing {stowed}" if stowed else ""),
    )


def _reload(game: Table, fighter: Fighter, d: Declared) -> None:
    ch = game.under_way()
    game.challenge = ch.with_fighter(evolve(fighter, effects=fighter.effects - {"unloaded"}))
    _act(game, fighter.name, d, None, None, "crossbow loaded")


def _bid_lore(game: Table, fighter: Fighter, d: Declared) -> None:
    """Bid Lore (pp. 32, 120): the card is spent either way; a bid may teach the guild one
    thing about its foe."""
    a = adventurer(game, fighter.key)
    game.set_adventurer(a.model_copy(update={"lore_bids": a.lore_bids - 1}))
    meeting = game.meeting
    unknown = (
        []
        if meeting is None
        else [i for i in range(len(meeting.traits)) if i not in meet.known(game, meeting)]
    )
    if meeting is not None and unknown:
        meet.learn(game, meeting, unknown[:1], how=f"{a.name} remembers")
    _act(
        game,
        fighter.name,
        d,
        None,
        None,
        "remembers something" if unknown else "knows nothing of use",
    )


def _test_fate(game: Table, fighter: Fighter, d: Declared) -> None:
    """Test Fate (p. 120): the card played is not part of it; a fresh card tests as any test
    of fate. To hide: success Shrouds the tester."""
    feat = (d.option or "a daring feat").strip()
    suit: Suit = "pentacles" if feat.lower() in ("hide", "leap", "climb") else "cups"
    _act(game, fighter.name, d, None, None, f"tests fate: {feat}")
    fortune.test_each(
        game,
        Followup(
            testers=(fighter.key,),
            attribute=suit,
            task=feat,
            dangerous=True,
            challenge=f"feat:{feat.lower()}",
        ),
    )


def after_feat(game: Table, feat: str, won: bool, who: str) -> None:
    if game.challenge is None or not won:
        return
    if feat == "hide":
        afflict(game, who, "shroud")


def _trivial(game: Table, fighter: Fighter, d: Declared) -> None:
    """A Trivial Action (p. 120): quick and uncontested. Dropping prone Trips oneself."""
    what = (d.option or "something quick").strip()
    _act(game, fighter.name, d, None, None, what)
    if what.lower() in ("drop prone", "prone", "lie down"):
        afflict(game, fighter.key, "trip")


def vigilance(game: Table, group_key: str) -> None:
    """Vigilance (p. 120): when a band of foes takes its turn with one of its members in the
    zone of a vigilant adventurer, that adventurer acts first (policy: the trigger is "when
    they come at us")."""
    ch = game.under_way()
    zones = {f.zone for f in ch.members(group_key) if f.fighting}
    for group in ch.groups:
        down = group.facedown
        if down is None or down.action != "Vigilance" or group.side != "guild":
            continue
        me = ch.fighter(group.key)
        if not me.fighting or me.zone not in zones:
            continue
        foe = next(f for f in ch.in_zone(me.zone, "foes"))
        game.challenge = ch.with_group(evolve(group, facedown=None))
        game.ruling("p. 120", f"{me.name}'s vigilance springs: {down.then}")
        act = down.then or "Attack"
        declared = Declared(
            me.key,
            "guild",
            act,
            down.card,
            minor=down.bonus == 0,
            targets=((foe.key, 1),),
            option="trip" if act == "Roughhouse" else None,
        )
        handler = GUILD.get(act)
        if handler is not None and act in VIGILANT:
            handler(game, me, declared)
        game.decks = tarot.discard_all(game.decks, (down.card,))
        if game.challenge is None:
            return
        ch = game.challenge


GUILD = {
    "Attack": _attack,
    "Roughhouse": _roughhouse,
    "Avoid": _avoid,
    "Move": _move,
    "Dash": _move,
    "Use Item": _use_item,
    "Speak Incantation": _speak,
    "Banter": _banter,
    "Recover": _recover,
    "Guard": _guard,
    "Pull Item from Pack": _pull,
    "Pull Item from Belt": _pull,
    "Reload Crossbow": _reload,
    "Bid Lore": _bid_lore,
    "Test Fate": _test_fate,
    "Trivial Action": _trivial,
}


# --- is it over? -----------------------------------------------------------------------------


def decided(game: Table) -> bool:
    """End the Challenge if one side is out of it; true if it has ended."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return True
    if not ch.side("guild"):
        ending.finish(game, "defeat", "no one in the guild is left standing")
        return True
    if not ch.side("foes"):
        members = ch.members("foes")
        if all(f.out == "fled" for f in members):
            ending.finish(game, "fled", "the foes have fled")
        elif any(f.out == "surrendered" for f in members):
            ending.finish(game, "foes_surrender", "the foes throw down their arms")
        else:
            ending.finish(game, "victory", "the foes are beaten")
        return True
    return False
