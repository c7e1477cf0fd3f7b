"""The Challenge's field in rich Text (pp. 108–126): zones and who stands in each, every
Initiative, foes' Health and Defense, the guild's hands as cards, the GM's hand size. No
Textual here. Cards show glyph, value and name; face-down Initiatives say so in words.
"""

from __future__ import annotations

from rich.text import Text

from worm import grammar, tarot
from worm.engine import challenge as fights
from worm.engine import optional_notes, stinking_cloud
from worm.engine.actions import counsel, counter_spell, fighters, heavy_metal, quick
from worm.engine.session import Game
from worm.gm import foes
from worm.model.adventurer import Adventurer
from worm.model.challenge import GM, Challenge, Fighter, Group
from worm.text import fight
from worm.ui import panels

SUIT_STYLE = {
    "swords": "bold #9fb4c8",
    "pentacles": "bold #d9b45a",
    "cups": "bold #e07a8f",
    "wands": "bold #8fc46a",
    None: "bold #ffffff",
}


def card(c: tarot.Card) -> str:
    """``♠ 7 Seven of Swords`` — glyph, value, name (majors: ★ XV The Devil)."""
    if c.deck == "major":
        return f"{fight.MAJOR_GLYPH} {c.numeral} {c.name} ({c.value})"
    glyph = fight.FOOL_GLYPH if c.suit is None else fight.GLYPH[c.suit]
    return f"{glyph} {c.value:>2} {c.name}"


def card_text(c: tarot.Card) -> Text:
    return Text(card(c), style=SUIT_STYLE.get(c.suit if c.deck == "minor" else None, ""))


def status(game: Game, *, compact: bool = False) -> Text:
    """The header: the band, the round and count, what the fight waits on, the GM's cards;
    ``compact`` names each adventurer as ``waiting`` does."""
    ch = game.under_way()
    name = game.meeting.name if game.meeting else "A fight"
    out = Text()
    out.append(grammar.capital(name), style="bold")
    out.append(f" · round {ch.round}")
    if ch.count:
        out.append(f" · count {ch.count}")
    out.append(f" · waiting on: {waiting(game, compact=compact)}")  # before the rest: never cut
    out.append(f" · {gm_cards(ch)}")
    return out


def gm_cards(ch: Challenge) -> str:
    """The GM's cards: those in hand, and those laid on the table (Initiatives and face-down
    cards), so the header's count squares with the log's "the GM holds 5 cards" once one is
    laid (play-test 19, 7)."""
    held = len(ch.hand(GM))
    laid = sum(
        (g.initiative is not None) + (g.facedown is not None) + len(g.dodges)
        for g in ch.groups
        if g.side != "guild"
    )
    words = f"the GM holds {held} card{'s' * (held != 1)}"
    return words + (f" and has laid {laid}" if laid else "")


def waiting(game: Game, *, compact: bool = False) -> str:
    """What the fight waits on; ``compact`` (80×24) calls each adventurer by first name, as
    the field does, so three long names keep the header to two lines (they took three)."""
    words = fights.waiting_on(game)
    if compact:
        for fighter in sorted(game.under_way().side("guild"), key=lambda f: -len(f.name)):
            first = fighter.name.split()[0]
            # the owner's mark is the first name's: "Nahiossi's action", not "Nahiossi' action"
            words = words.replace(grammar.possessive(fighter.name), grammar.possessive(first))
            words = words.replace(fighter.name, first)
    return words


def choosers(game: Game) -> list[str]:
    """Adventurers who may lay or play a card now, in marching order."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return []
    order = {key: i for i, key in enumerate(game.guild.marching_order)}
    guild = sorted(
        (f for f in ch.side("guild") if f.fighting and ch.hand(f.key)),
        key=lambda f: order.get(f.key, len(order)),
    )
    if ch.step == "initiative":  # in the order the header's "waiting on" names them
        ready = {f.key for f in guild if ch.group(f.key).initiative is None}
        return [f.key for f in ch.side("guild") if f.key in ready]
    if ch.step == "turn":
        return [ch.actor] if ch.actor and any(f.key == ch.actor for f in guild) else []
    if ch.step == "minor":
        return [f.key for f in guild if f.key not in ch.spent]
    if ch.step == "interrupt":  # the Fool (p. 114), Quick! (p. 74), bracing (p. 70), Counsel
        others = {
            *quick.able(game, ch),
            *heavy_metal.able(game, ch),
            *counsel.able(ch),
            *counsel.urgent(game, ch),
            *counsel.advisers(game, ch),
            *counter_spell.able(game, ch),
        }
        return [
            f.key
            for f in guild
            if f.key in others or tarot.FOOL in ch.hand(f.key) and len(ch.hand(f.key)) > 1
        ]
    return []


def ask(game: Game, who: str) -> str:
    """What the menu asks of ``who`` now."""
    ch = game.under_way()
    name = ch.group(who).name
    if ch.step == "initiative":
        return f"{name}: lay a card face down as Initiative (p. 112)"
    if ch.step == "turn":
        return f"{grammar.possessive(name)} turn: choose a card to play, or pass (p. 113)"
    if ch.step == "minor":
        return (
            f"Minor actions: {name} may play a card of the action's suit, face value only "
            "(p. 115) — Tab: another adventurer · p: pass"
        )
    if ch.step == "interrupt":
        ways = ["the Fool and a card (p. 114)"] if tarot.FOOL in ch.hand(who) else []
        if who in quick.able(game, ch):
            ways.append("a Pentacles card (Quick!, p. 74)")
        if who in heavy_metal.able(game, ch):
            ways.append("any card to brace in iron (Heavy Metal Machine, p. 70)")
        if who in counter_spell.able(game, ch):
            ways.append("any card and 1 Resolve to counter the spell (Counter-spell, p. 82)")
        if who in counsel.able(ch):
            ways.append("the counselled card (Counsel, p. 78)")
        if who in counsel.urgent(game, ch):
            ways.append(
                "advice to an aimed-at mate, who plays it at once (C: Counsel, 1 Resolve, p. 78)"
            )
        elif who in counsel.advisers(game, ch):
            ways.append("advice to a mate, who acts at once (C: Counsel, 1 Resolve, p. 78)")
        return (
            f"{name} may interrupt with {' or '.join(ways) or 'a card'}, or pass "
            "— N: pass, and ask no more this fight"
        )
    return f"Waiting on: {fights.waiting_on(game)}"


def view(game: Game, *, compact: bool = False) -> Text:
    """The whole field: the foes (Health and Defense), the guild (Wounds first on each one's
    line), then the zones: what matters most first, so the least falls below a small screen's
    fold (issue 19, point 7). The hands are beside the menu (``hands``); ``compact`` (80×24)
    calls an adventurer by first name and names the Initiative by glyph and value only."""
    ch = game.under_way()
    out = Text()
    for group in ch.groups:
        if group.side == "foes":
            _band(out, game, ch, group)
        elif group.side == "hazard":
            out.append(f"Hazard: {group.name}", style="bold")
            guards = grammar.verb("guard", grammar.is_plural(group.name))
            out.append(
                f" {guards} zone {group.zone} · Initiative {_initiative(group, own=False)}\n"
            )
    out.append("The guild\n", style="bold underline")
    for group in ch.groups:
        if group.side == "guild":
            _adventurer(out, game, ch, group, compact=compact)
    for ally in game.allies:  # won in a parley: the GM plays them (policy worm.gm.allies)
        out.append(f"\nAlly: {ally}", style="bold")
        out.append(" · fights beside the guild, one blow a round after the count\n")
    if ch.declared:
        out.append("\nMinor actions declared, face down: ", style="bold")
        out.append(", ".join(f"{ch.group(d.who).name} ({d.action})" for d in ch.declared))
        out.append("\n")
    out.append("\nZones\n", style="bold underline")
    for zone in ch.zones:
        _zone(out, game, ch, zone.id)
    return out


def hand_at(line: str) -> int:
    """Where a line of ``hands`` goes on: a hand under its first card, bonds two deeper."""
    return 4 if not line.startswith(" ") else 4 + len(line) - len(line.lstrip(" "))


def hands(game: Game) -> Text:
    """Each adventurer's hand as cards, and their Bonds (p. 26), for the box beside the
    menu."""
    ch = game.under_way()
    out = Text()
    for group in ch.groups:
        if group.side != "guild" or not ch.fighter(group.key).fighting:
            continue
        fighter = ch.fighter(group.key)
        hand = ch.hand(fighter.key)
        out.append(f"{fighter.name}: ", style="bold")
        if not hand:
            out.append("no cards")
        for i, c in enumerate(hand):
            out.append("  " if i else "")
            out.append_text(card_text(c))
        out.append("\n")
        tied = panels.bonds(game, game.guild.adventurer(fighter.key), kinds=False)
        if tied:
            out.append(f"  bonds: {tied}\n", style="dim")
    return out


def _zone(out: Text, game: Game, ch: Challenge, zone: int) -> None:
    z = ch.zone(zone)
    notes = [game.pack.scenery[s].name if s in game.pack.scenery else s for s in z.scenery]
    if z.back:
        notes.append("the way back")
    elif z.exit:
        notes.append("a way out")
    if "caltrops" in z.rules:
        notes.append("caltrops strewn")
    if stinking_cloud.CLOUD in z.rules:
        notes.append("a stinking cloud")
    out.append(f" {zone}. {z.name}", style="bold")
    if notes:
        out.append(f"  [{'; '.join(notes)}]", style="dim")
    out.append(f"  → {', '.join(str(n) for n in z.neighbours)}\n", style="dim")
    guild = [f.name.split()[0] for f in ch.in_zone(zone, "guild")]
    theirs = [f.name for f in ch.in_zone(zone, "foes")]
    if guild:
        out.append("    guild: ", style="dim")
        out.append(", ".join(guild) + "\n", style="#ffd75f")
    if theirs:
        out.append("    foes:  ", style="dim")
        out.append(", ".join(theirs) + "\n", style="#ff7f7f")


def _initiative(group: Group, *, own: bool, short: bool = False) -> str:
    if group.initiative is None:
        return "not laid"
    c = group.initiative
    named = f"{fight.GLYPH.get(str(c.suit), fight.MAJOR_GLYPH)} {c.value}" if short else card(c)
    if group.shown:
        return f"{named} (face up)"
    return f"{named} (face down)" if own else "face down"


def _adventurer(
    out: Text, game: Game, ch: Challenge, group: Group, *, compact: bool = False
) -> None:
    """An adventurer's lines: name and Wounds, then zone, Initiative and Resolve, then any
    conditions and face-down card."""
    fighter = ch.fighter(group.key)
    if not fighter.fighting:
        out.append(
            f" {fighter.name}: {fight.OUT_WORDS.get(fighter.out or '', fighter.out)}\n",
            style="strike",
        )
        return
    a = game.guild.adventurer(fighter.key)
    mark = "▶ " if ch.actor == fighter.key and ch.step == "turn" else "  "
    out.append(f"{mark}{fighter.name.split()[0] if compact else fighter.name}", style="bold")
    out.append(f" · {wounds(game, a)}\n", style="#e07a5f" if _hurt(a) else "dim")
    out.append(
        f"    zone {fighter.zone} · Initiative {_initiative(group, own=True, short=compact)}"
        f" · Resolve {a.resolve}\n"
    )
    state = _state(game, ch, fighter)
    if state:
        out.append(f"    {state}\n", style="#e07a5f")
    if group.facedown is not None:
        down = group.facedown
        what = down.action + (f" → {down.then}" if down.then else "")
        ward = f" for {ch.fighter(down.ward).name}" if down.ward else ""
        out.append(f"    face down: {what}{ward}, {card(down.card)}\n", style="dim")


def wounds(game: Game, a: Adventurer) -> str:
    """The Wounds ``a`` has marked (p. 31: Staggered, Injured, a wounded talent, Death's
    Door) and the Stress they carry: ``Wounds: Staggered, Injured · Stressed``."""
    c = a.conditions
    talents = game.pack.talents
    marks = [w for w, on in (("Staggered", c.staggered), ("Injured", c.injured)) if on]
    marks += [f"{talents[t].name if t in talents else t} wounded" for t in c.wounded_talents]
    marks += ["at Death's Door"] if c.deaths_door else []
    marks += ["turned to stone"] if c.stone else []
    words = f"Wounds: {', '.join(marks) or 'none'}"
    return words + (" · Stressed" if c.stressed else "")


def _hurt(a: Adventurer) -> bool:
    c = a.conditions
    return c.staggered or c.injured or c.deaths_door or bool(c.wounded_talents)


def _band(out: Text, game: Game, ch: Challenge, group: Group) -> None:
    out.append(f"{group.name}", style="bold #ff7f7f underline")
    out.append(f" · Initiative {_initiative(group, own=False)}")
    if group.facedown is not None:
        out.append(f" · a card face down ({group.facedown.action})")
    if group.dodges:
        out.append(f" · {fight.graceful_dodges(group)}")
    mood = fight.band_mood(game, group)  # each band its own in a mixed fight (p. 121)
    if mood:
        out.append(f" · {mood}")
    held = optional_notes.of_band(game, group.key)  # pp. 248, 251, 277, 286
    if held.notes:
        out.append(f" · {', '.join(optional_notes.short(held))}", style="italic")
    out.append("\n")
    block = (
        foes.statblock(game.pack, group.creature, common=group.common) if group.creature else None
    )
    for fighter in ch.members(group.key):
        if not fighter.fighting:
            out.append(
                f"   {fighter.name}: {fight.OUT_WORDS.get(fighter.out or '', fighter.out)}\n",
                style="dim strike",
            )
            continue
        parts = "; ".join(fight.pool_words(p, block, armor=held.defense) for p in fighter.parts)
        out.append(f"   {fighter.name} (zone {fighter.zone}): {parts}\n")
        state = _state(game, ch, fighter)
        if state:
            out.append(f"     {state}\n", style="dim")
    out.append("\n")


def _state(game: Game, ch: Challenge, fighter: Fighter) -> str:
    return (
        fight.state_words(game, ch, fighter, fighters.suffered(game, fighter))
        .lstrip("; ")
        .replace("; ", " · ")
    )
