"""The words a player types in a Challenge, turned into Commands (``worm.text.repl`` asks
here first).

    init [WHO] CARD
    play [WHO] CARD ACTION [ARGS…] [minor] [fool] [resolve] [spare]
    minor [WHO] CARD ACTION [ARGS…]          (the same as play … minor)
    pass | retreat [push|push-most|push-least|nopush] | surrender | fight | status
    warn [WHO] [no]                          (an ambusher, at an ambush)

WHO is an adventurer's first name or id; it may be left out when only one adventurer can
act (the one whose turn it is, the last to lay an Initiative …). CARD is ``seven of swords``,
``7 of swords`` or the short ``7s`` (a = Ace, p = Page, n = kNight, q = Queen, k = King:
``ns`` is the Knight of Swords). The flag words ``minor``, ``fool``, ``resolve`` and
``spare`` count wherever they stand; put text in double quotes to keep such a word as text.
What ARGS an action takes is in ``HELP``.
"""

from __future__ import annotations

import re
from typing import Literal

from worm import grammar, tarot
from worm.engine import commands as cmd
from worm.engine.actions import (
    blood,
    catalogue,
    counter_spell,
    dirty,
    fighters,
    heavy_metal,
    miscellaneous,
    pentacles,
    quick,
    wands,
)
from worm.engine.actions import counsel as counselling
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import Challenge
from worm.text import fight

HELP = """In a Challenge (pp. 108–126; 'fight' or 'status' shows zones, Initiatives, hands):
  init [WHO] CARD              lay a card from the hand face down as Initiative (p. 112)
  play [WHO] CARD ACTION [ARGS] [minor] [fool] [resolve] [spare]
                               play a card as an action (pp. 113–120). WHO may be left out
                               when only one adventurer can act (on a turn: its owner)
     minor    a minor action in another's turn: the suit must match, face value only (p. 115)
     fool     play the Fool along with the card: an extra turn that interrupts (p. 114)
     resolve  spend 1 Resolve for favor;  spare  a finishing blow takes the foe alive
     (these four count wherever they stand; "double quotes" keep one as plain text)
  minor [WHO] CARD ACTION [ARGS]   the same as 'play … minor'
  ACTION and its ARGS:
     attack TARGET [PART] [throw] | aim TARGET | aid TARGET | dodge [TARGET] | riposte [TARGET]
     PART: one of a dungeon lord's pools, e.g. 'attack lich crown' (p. 251; 'status' lists them)
     roughhouse TARGET [disarm|displace|root|trip]   banter TARGET [intimidate|taunt|placate]
        Fight Dirty (p. 74) adds exhaust, silence, and notch (a lord's crown)
     speak war cry                Proud and Ancient (p. 51): 1 Resolve, favor for your house
     brace                        Heavy Metal Machine (p. 70): when a foe's action waits, any
                                  card adds your Swords to your Initiative against it
     counter                      Counter-spell (p. 82): when a creature's spell waits, any
                                  card and 1 Resolve make it fizzle
     lore loremaster              Loremaster (p. 79): 1 Resolve in place of the lore bid
     move|dash|avoid [to] ZONE    use ITEM [at TARGET]    speak SPELL [at TARGET]
     pull ITEM from pack|belt     vigilance [ACTION] [TARGET]    test fate FEAT (e.g. hide)
     brandish WARD at TARGET      garlic, religious paraphernalia or wolfsbane (pp. 167–169)
     trivial TEXT (e.g. drop prone)    recover | guard | reload | lore | command TARGET
     colossal PIECE               a troll brings down scenery here: 1 Resolve (p. 61)
     colossal bar|open WAY        a troll bars a way out in reach, or smashes a barred one open
  An inspiration card (High Chant, p. 79) is played like a card from the hand, then is gone
  pass                         let the moment go: your turn, the minor actions, an interrupt
  pass quiet                   at an interrupt: pass, and no one offered it is asked again
                               this fight (the Fool, Quick!, bracing, Counsel)
  pass never                   at an interrupt: pass, and each talent that asked is not asked
                               again until 'elect WHO quick|heavy metal machine|counsel yes'
  calm [WHO]                   a berserker spends 1 Resolve to end the rage (p. 64)
  warn [WHO] [no]              at an ambush, the ambusher asked spends 1 Resolve to warn
                               the guild (p. 74); 'warn no' or 'pass' lets it go
  negate [WHO] [on TARGET]     Counter-spell (p. 82): 1 Resolve ends a spell in play (a
                               Sleep Song's Knockout, a sorcerer's hex, a guild-mate's
                               Binding), no card, any time
  counsel WHO CARD to MATE ACTION [resolve]
                               Counsel (p. 78): hand a card of the action's suit to a mate,
                               who plays it only so; with resolve, as an interrupt too
  retreat [push|push-most|push-least|nopush]
                               run for it: a group test of Pentacles (p. 124); say which
                               tester pushes a failure (both unless told); flying or very
                               fast foes hunt the guild down: no running from them
  surrender                    give up
  CARD: 'seven of swords', '7 of swords' or '7s' (a ace, p page, n knight, q queen, k king)
  TARGET: a name as 'status' shows it ('goblin 2', 'gob 2', 'wolf 1', 'rose'), or the start
          of some of its words and its number ('mush 1' for Mushroom Man 1), each band of
          foes by its own kind's name; ZONE: its number as 'status' lists it, or its name or
          whole words of it ('back' for the way back)
  e.g. play rose 7 of swords attack goblin 2      play kiril 11p avoid across the room
       play rose ace of cups use fire bomb at goblins 1     minor rose 3 of wands recover"""

FLAGS = ("minor", "fool", "resolve", "spare")
HUSH: dict[str, Literal["fight", "never"]] = {"quiet": "fight", "never": "never"}
"""``pass quiet``: ask no more this fight; ``pass never``: a standing no to the talents asking."""
RANK_WORDS = {rank.lower(): value for value, rank in tarot.RANKS.items()}
RANK_LETTERS = {"a": 1, "p": 11, "n": 12, "q": 13, "k": 14}
SUIT_LETTERS = {"s": "swords", "p": "pentacles", "c": "cups", "w": "wands"}
COMPACT = re.compile(r"^(1[0-4]|[1-9]|[apnqk])([spcw])$")

ACTION_WORDS: dict[tuple[str, ...], str] = {
    tuple(name.lower().split()): name for name in catalogue.CATALOGUE
}
ACTION_WORDS.update(
    {
        ("attack",): "Attack",
        ("aid",): "Aid Another",
        ("use",): "Use Item",
        ("item",): "Use Item",
        ("speak",): "Speak Incantation",
        ("cast",): "Speak Incantation",
        ("incantation",): "Speak Incantation",
        ("spell",): "Speak Incantation",
        ("lore",): "Bid Lore",
        ("bid",): "Bid Lore",
        ("reload",): "Reload Crossbow",
        ("test",): "Test Fate",
        ("trivial",): "Trivial Action",
        ("vigil",): "Vigilance",
        ("pull",): "Pull",
        ("pull", "item"): "Pull",
        ("brace",): "Heavy Metal Machine",
        ("heavy", "metal"): "Heavy Metal Machine",
        ("counter",): "Counter-spell",
        ("counterspell",): "Counter-spell",
    }
)
LONGEST = max(len(k) for k in ACTION_WORDS)

TARGETED = ("Attack", "Aim", "Aid Another", "Dodge", "Riposte")
BARE = ("Recover", "Guard", "Reload Crossbow", "Bid Lore", "Heavy Metal Machine", "Counter-spell")
LEADING = ("at", "on", "to", "for", "into", "the")  # little words before a target or zone


def parse(game: Game, verb: str, line: str) -> cmd.Command | str | None:
    """A Challenge command for ``verb``, the text to print, or None if it is not one."""
    in_fight = game.challenge is not None
    if verb in ("status", "st") or (verb == "fight" and in_fight):
        return fight.view(game)
    if verb == "pass" and _only(line):
        return cmd.Pass()
    if verb == "pass" and len(words := line.lower().split()) == 2 and words[1] in HUSH:
        return cmd.Pass(hush=HUSH[words[1]])
    if verb in ("retreat", "flee") and len(line.split()) <= 2:
        return retreat(line.split()[1:])
    if verb in ("surrender", "yield") and _only(line):
        return cmd.Surrender()
    if verb in ("init", "initiative"):
        return initiative(game, _tokens(line)[1:])
    if verb in ("play", "minor"):
        return play(game, _tokens(line)[1:], minor=verb == "minor")
    if verb == "calm" and in_fight:
        return calm(game, _tokens(line)[1:])
    if verb == "warn" and in_fight:
        return warn(game, _tokens(line)[1:])
    if verb == "negate" and in_fight:
        return negate(game, _tokens(line)[1:])
    if verb == "counsel" and in_fight:
        return counsel(game, _tokens(line)[1:])
    return None


COUNSEL_USAGE = "counsel WHO CARD to MATE ACTION [resolve], e.g. 'counsel rose 9s to kiril attack'"


def counsel(game: Game, words: list[str]) -> cmd.Counsel:
    """``counsel WHO CARD to MATE ACTION [resolve]`` (Counsel, p. 78)."""
    resolve = any(w.lower() == "resolve" for w in words)
    words = [w for w in words if w.lower() != "resolve"]
    who, card, rest = _who_and_card(game, words, None, COUNSEL_USAGE)
    rest = rest[1:] if rest and rest[0].lower() == "to" else rest
    for size in (2, 1):
        if len(rest) > size:
            try:
                mate = game.guild.adventurer(_text(rest[:size])).id
            except IllegalCommand:
                continue
            action, _ = _action(rest[size:])
            return cmd.Counsel(
                who=who,
                to=mate,
                card=card.name,
                action=action,  # type: ignore[arg-type]  # a catalogue name, checked by the engine
                resolve=resolve,
            )
    raise IllegalCommand(f"to whom, and to do what? {COUNSEL_USAGE}")


def calm(game: Game, words: list[str]) -> cmd.Calm:
    """``calm [WHO]``: a berserker spends 1 Resolve to end the rage (p. 64); WHO may be left
    out when only one is berserk."""
    if words:
        return cmd.Calm(who=game.guild.adventurer(_text(words)).id)
    raging = [f.key for f in _challenge(game).side("guild") if blood.BERSERK in f.effects]
    if len(raging) != 1:
        raise IllegalCommand("calm whom? name the berserker (p. 64)")
    return cmd.Calm(who=raging[0])


def warn(game: Game, words: list[str]) -> cmd.Warn:
    """``warn [WHO] [no]``: the ambusher asked at an ambush spends 1 Resolve to warn the
    guild, or with ``no`` lets it go (Ambusher, p. 74); WHO may be left out."""
    no = bool(words) and words[-1].lower() in ("no", "not")
    words = words[:-1] if no else words
    who = game.guild.adventurer(_text(words)).id if words else ""
    return cmd.Warn(who=who, warn=not no)


NEGATE_USAGE = "negate [WHO] [on TARGET], e.g. 'negate offa on svein'"


def negate(game: Game, words: list[str]) -> cmd.Negate:
    """``negate [WHO] [on TARGET]`` (Counter-spell, p. 82): WHO may be left out when only one
    could end a spell, TARGET when any spell in play will do."""
    ch = _challenge(game)
    low = [w.lower() for w in words]
    cut = low.index("on") if "on" in low else len(words)
    whom = None
    if cut < len(words):
        found = fighters.find_target(ch, _text(words[cut + 1 :]))
        if found is None:
            raise IllegalCommand(f"no one in the fight is called {_text(words[cut + 1 :])!r}")
        whom = found.key
    if cut:
        return cmd.Negate(who=game.guild.adventurer(_text(words[:cut])).id, whom=whom)
    able = counter_spell.negaters(game, ch)
    if len(able) != 1:
        raise IllegalCommand(f"who ends the spell? {NEGATE_USAGE}")
    return cmd.Negate(who=able[0], whom=whom)


RETREAT_PUSH = {
    "push": "both",
    "push-both": "both",
    "push-most": "most",
    "push-least": "least",
    "nopush": "none",
    "no-push": "none",
}


def retreat(rest: list[str]) -> cmd.Retreat:
    """``retreat [push|push-most|push-least|nopush]``: who pushes a failed test in the run
    (pp. 9, 124); both, when nothing is said."""
    if not rest:
        return cmd.Retreat()
    push = RETREAT_PUSH.get(rest[0].lower())
    if push is None:
        raise IllegalCommand(
            f"{rest[0]!r}: say 'retreat', then push, push-most, push-least or nopush (p. 124)"
        )
    return cmd.Retreat(push=push)  # type: ignore[arg-type]  # a value of RETREAT_PUSH


def _only(line: str) -> bool:
    return len(line.split()) == 1


def _tokens(line: str) -> list[str]:
    """Words, with a double-quoted run kept as one (quotes and all, stripped later)."""
    return re.findall(r'"[^"]*"|\S+', line)


def _text(words: list[str]) -> str:
    return " ".join(w.strip('"') for w in words).strip()


def _challenge(game: Game) -> Challenge:
    ch: Challenge | None = game.challenge
    if ch is None:
        raise IllegalCommand("there is no Challenge under way")
    return ch


# --- cards -------------------------------------------------------------------------------------


def card_at(words: list[str]) -> tuple[tarot.Card, int] | None:
    """The card the words begin with, and how many words it took; None if they don't."""
    low = [w.lower().strip('"') for w in words]
    if not low:
        return None
    found = COMPACT.match(low[0])
    if found:
        rank, suit = found.groups()
        value = RANK_LETTERS[rank] if rank in RANK_LETTERS else int(rank)
        return _minor(value, SUIT_LETTERS[suit]), 1
    if len(low) >= 3 and low[1] == "of":
        rank = RANK_WORDS.get(low[0]) or (int(low[0]) if _rank_digits(low[0]) else None)
        suit = next((s for s in tarot.SUITS if s.startswith(low[2].rstrip("s") or "?")), None)
        if rank and 1 <= rank <= 14 and suit:
            return _minor(rank, suit), 3
    for size in (4, 3, 2, 1):  # any card by its full name: "the fool", "justice"
        if len(low) >= size:
            try:
                return tarot.card_named(" ".join(low[:size])), size
            except IllegalCommand:
                continue
    return None


def _rank_digits(word: str) -> bool:
    """One or two plain digits, as a card's rank is written ('7', '14'; not '²', not 5,000 9s)."""
    return len(word) <= 2 and word.isascii() and word.isdigit()


def _minor(value: int, suit: str) -> tarot.Card:
    return next(c for c in tarot.MINOR_CARDS if c.suit == suit and c.value == value)


def _who_and_card(
    game: Game, words: list[str], default: str | None, usage: str
) -> tuple[str, tarot.Card, list[str]]:
    """WHO (or the default) and CARD from the front of the words; the rest after them. A short
    ``k`` names the King, but when the hand holds that suit's Knight and not its King, the
    player meant the Knight."""
    who, card, rest = _who_and_card_as_typed(game, words, default, usage)
    held = game.challenge.hand(who) if game.challenge is not None else ()
    if card.value == 14 and card not in held and card.suit is not None:
        knight = _minor(12, card.suit)
        if knight in held:
            return who, knight, rest
    return who, card, rest


def _who_and_card_as_typed(
    game: Game, words: list[str], default: str | None, usage: str
) -> tuple[str, tarot.Card, list[str]]:
    found = card_at(words)
    if found is not None:
        if default is None:
            raise IllegalCommand(f"who? more than one adventurer could act: {usage}")
        return default, found[0], words[found[1] :]
    if not words:
        raise IllegalCommand(f"which card? {usage}")
    for size in (2, 1):  # a full name is two words
        if len(words) > size:
            try:
                who = game.guild.adventurer(_text(words[:size])).id
            except IllegalCommand:
                continue
            found = card_at(words[size:])
            if found is None:
                raise IllegalCommand(
                    f"I can't read a card in {_text(words[size:])!r}: say "
                    "'seven of swords', '7 of swords' or '7s'"
                )
            return who, found[0], words[size + found[1] :]
    game.guild.adventurer(words[0].strip('"'))  # says who the guild has
    raise IllegalCommand(f"which card? {usage}")


# --- init ------------------------------------------------------------------------------------


def initiative(game: Game, words: list[str]) -> cmd.Initiative:
    ch = _challenge(game)
    waiting = [f.key for f in ch.side("guild") if ch.group(f.key).initiative is None]
    default = waiting[0] if len(waiting) == 1 else None
    who, card, rest = _who_and_card(
        game, words, default, "init WHO CARD, e.g. 'init rose knight of cups'"
    )
    if rest:
        raise IllegalCommand(f"init takes a name and a card; what is {_text(rest)!r}?")
    return cmd.Initiative(who=who, card=card.name)


# --- play ------------------------------------------------------------------------------------


def play(game: Game, words: list[str], *, minor: bool = False) -> cmd.Play:
    ch = _challenge(game)
    flags = {w.lower() for w in words if w.lower() in FLAGS}
    words = [w for w in words if w.lower() not in FLAGS]
    who, card, rest = _who_and_card(
        game,
        words,
        _actor(game, ch),
        "play WHO CARD ACTION …, e.g. 'play rose 7s attack goblins 1'",
    )
    action, rest = _action(rest)
    part = None
    if action == "Attack":
        rest, part = _part(ch, rest)
    target, option = _arguments(game, ch, action, rest)
    if action == "Pull":
        action, option = _pull(rest)
    return cmd.Play(
        who=who,
        card=card.name,
        action=action,  # type: ignore[arg-type]  # a catalogue name, checked by the engine
        target=target,
        option=option,
        minor=minor or "minor" in flags,
        fool="fool" in flags,
        resolve="resolve" in flags,
        spare="spare" in flags,
        part=part,
    )


def _part(ch: Challenge, words: list[str]) -> tuple[list[str], str | None]:
    """The words less a dungeon lord's pool named at their end, and that pool's id: 'attack
    lich crown', 'attack sporehulk left arm' (p. 251). Each word may be the start of the
    pool's; a pool no fighter has is left to be read as part of a name."""
    pools = {p.id: p.name for f in ch.side("foes") if len(f.parts) > 1 for p in f.parts}
    for size in (3, 2, 1):
        if len(words) <= size:
            continue
        tail = [w.lower().strip("'\"") for w in words[-size:]]
        for key, name in pools.items():
            for said in (name.lower().split(), key.split("_")):
                if len(said) >= size and all(
                    s.startswith(t) for t, s in zip(tail, said[:size], strict=True)
                ):
                    kept = words[:-size]
                    if kept and kept[-1].lower() in ("the", "at", "his", "her", "its"):
                        kept = kept[:-1]
                    return kept, key
    return words, None


def _actor(game: Game, ch: Challenge) -> str | None:
    """Who acts when no one is named: the one whose turn it is, or the only one who can."""
    if ch.step == "turn":
        return ch.actor
    if ch.step == "minor":
        ready = [f.key for f in ch.side("guild") if f.key not in ch.spent and ch.hand(f.key)]
    elif ch.step == "interrupt":
        fools = {f.key for f in ch.side("guild") if tarot.FOOL in ch.hand(f.key)}
        # Counter-spell (p. 82), Quick! (p. 74), a card counselled with Resolve (p. 78),
        # a brace in iron (Heavy Metal Machine, p. 70)
        ready = sorted(
            fools
            | set(counter_spell.able(game, ch))
            | set(quick.able(game, ch))
            | set(counselling.able(ch))
            | set(heavy_metal.able(game, ch))
        )
    else:
        ready = []
    return ready[0] if len(ready) == 1 else None


def _action(words: list[str]) -> tuple[str, list[str]]:
    low = [w.lower() for w in words]
    for size in range(min(LONGEST, len(low)), 0, -1):
        name = ACTION_WORDS.get(tuple(low[:size]))
        if name is not None:
            return name, words[size:]
    said = f" {_text(words[:2])!r}" if words else ""
    raise IllegalCommand(
        f"which action{said}? attack, roughhouse, move, dash, avoid, dodge, "
        "riposte, aid, aim, use, speak, banter, recover, brandish, guard, pull, "
        "vigilance, test fate, trivial … ('help')"
    )


def _arguments(
    game: Game, ch: Challenge, action: str, rest: list[str]
) -> tuple[str | None, str | None]:
    """(target key, option) for an action from the words after it."""
    low = [w.lower() for w in rest]
    if action == "Bid Lore" and low == [miscellaneous.LOREMASTER]:
        return None, miscellaneous.LOREMASTER  # 1 Resolve in place of the bid (p. 79)
    if action in BARE:
        if rest:
            raise IllegalCommand(f"{action} takes nothing more; what is {_text(rest)!r}?")
        return None, None
    if action in ("Move", "Dash", "Avoid"):
        return None, _text(_trim(rest)) or None
    if action in ("Test Fate", "Trivial Action") or action == "Pull":
        return None, _text(rest) or None
    if action in ("Roughhouse", "Banter"):
        choices = (
            (*pentacles.ROUGHHOUSE, *dirty.MANOEUVRES) if action == "Roughhouse" else wands.INTENTS
        )
        picked = [w for w in low if w in choices]
        words = [w for w in rest if w.lower() not in choices]
        return target(ch, _text(_trim(words))), picked[0] if picked else None
    if action == "Attack" and "charge" in low:  # Reaver (p. 71)
        words = [w for w in rest if w.lower() != "charge"]
        return target(ch, _text(_trim(words))), "charge"
    if action == "Attack" and ("perfect" in low or "doom" in low):  # Doom Eye (p. 70)
        words = [w for w in rest if w.lower() not in ("perfect", "shot", "doom", "eye")]
        return target(ch, _text(_trim(words))), "doom_eye"
    if action == "Attack" and ("throw" in low or "thrown" in low):
        words = [w for w in rest if w.lower() not in ("throw", "thrown")]
        return target(ch, _text(_trim(words))), "throw"
    if action in TARGETED:
        return target(ch, _text(_trim(rest))), None
    if action == "Vigilance":
        if not rest:
            return None, None
        then, after = _action(rest) if _starts_with_action(rest) else ("Attack", rest)
        return target(ch, _text(_trim(after))), then
    # Use Item and Speak Incantation: THING [at TARGET]
    cut = max((i for i, w in enumerate(low) if w in ("at", "on", "for")), default=None)
    if cut is None:
        return None, _text(rest) or None
    return target(ch, _text(rest[cut + 1 :])), _text(rest[:cut]) or None


def _starts_with_action(words: list[str]) -> bool:
    low = [w.lower() for w in words]
    return any(tuple(low[:size]) in ACTION_WORDS for size in range(1, LONGEST + 1))


def _trim(words: list[str]) -> list[str]:
    while words and words[0].lower() in LEADING:
        words = words[1:]
    return words


def _pull(words: list[str]) -> tuple[str, str]:
    """``pull ITEM from pack`` / ``pull ITEM from belt`` (``pull item from …`` reads too)."""
    low = [w.lower() for w in words]
    place = next((p for p in ("pack", "belt") if p in low), None)
    if place is None:
        raise IllegalCommand("pull it from where? 'pull ITEM from pack' or '… from belt'")
    item = [w for w in words if w.lower() not in ("from", "pack", "belt")]
    if not item:
        raise IllegalCommand(f"pull what from the {place}? name the item")
    return f"Pull Item from {place.title()}", _text(item)


def target(ch: Challenge, text: str) -> str | None:
    """A combatant's key from what the player called it: a key, a name or its start, or
    each word's start ('gob 2' for Goblin 2, 'goblins 2' too); a bare number is that foe."""
    if not text:
        return None
    found = fighters.find_target(ch, text)
    if found is not None:
        return found.key
    words = text.lower().split()
    ones = [grammar.singular(w) for w in words]  # "goblins 2" is "Goblin 2" (play-test 19)
    for fighter in ch.fighters:
        for name in (fighter.name.lower(), fighter.key.lower().replace(".", " ")):
            parts = name.split()
            if len(parts) == len(words) and all(
                p.startswith((w, one)) for w, one, p in zip(words, ones, parts, strict=True)
            ):
                return fighter.key
    if text.isascii() and text.isdigit() and any(f.key == f"foes.{text}" for f in ch.fighters):
        return f"foes.{text}"
    ending = _by_ending(ch, words, ones) or _by_some_words(ch, words, ones)
    if ending is not None:
        return ending
    names = ", ".join(f.name for f in ch.fighters if f.fighting)
    raise IllegalCommand(f"no one called {text!r} in this fight ({names})")


def _by_ending(ch: Challenge, words: list[str], ones: list[str]) -> str | None:
    """The one combatant whose name ends in the words' starts: 'jelly 1' for Skeleton Jelly 1
    (issue 19 play: the name's first word was needed). A number alone is no ending (it names
    that foe), and words two names end in name neither."""
    if all(w.isascii() and w.isdigit() for w in words):
        return None
    found = {
        fighter.key
        for fighter in ch.fighters
        if len(parts := fighter.name.lower().split()) > len(words)
        and all(
            p.startswith((w, one))
            for w, one, p in zip(words, ones, parts[-len(words) :], strict=True)
        )
    }
    return found.pop() if len(found) == 1 else None


def _by_some_words(ch: Challenge, words: list[str], ones: list[str]) -> str | None:
    """The one combatant whose name holds the words' starts in order, skipping words of the
    name: 'mushroom 1' or 'mush 1' for Mushroom Man 1 (as help promises). A number must be
    the name's whole number, and words that fit two names name neither."""
    if all(w.isascii() and w.isdigit() for w in words):
        return None
    found = {
        fighter.key
        for fighter in ch.fighters
        if _in_order(words, ones, fighter.name.lower().split())
    }
    return found.pop() if len(found) == 1 else None


def _in_order(words: list[str], ones: list[str], parts: list[str]) -> bool:
    """Whether each word starts a later part than the one before it; a number is a whole part."""
    rest = iter(parts)
    for word, one in zip(words, ones, strict=True):
        number = word.isascii() and word.isdigit()
        if not any(p == word if number else p.startswith((word, one)) for p in rest):
            return False
    return True
