"""The words of the Camp screen (chapter 8, pp. 136–141): where the Camp stands, the guild around
the fire, each adventurer's Camp Actions open now (and why the others are not), and in recovery
the charged Bonds and what a burn could mend. Each builder returns a rich ``Text`` or plain
choices made from the Game; no Textual here, so they can be tested bare.

The same information as the text game's ``camp_status`` (worm.text.narrate). Meaning never rides
on colour alone: a closed action says "not now" and why, an adventurer's state is a word.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from worm.content.animals import COMMAND_NAMES, COMMANDS
from worm.engine import campsite
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.camp import CampState
from worm.rules import alchemy, inspiration
from worm.rules import camp as rules
from worm.rules import companions as companion_rules
from worm.text import narrate
from worm.text.fight import GLYPH as SUIT_GLYPH
from worm.ui import panels

STEP_WORDS = {
    1: "Camp Actions (pp. 137–139)",
    2: "Break bread (p. 140)",
    3: "No rest for the wicked: the night (p. 140)",
    4: "Recovery (p. 141)",
    5: "The morning (p. 141)",
}
HINTS = {
    "fellowship": "a talk by the fire: both charge their Bonds",
    "fletch_arrows": "every short quiver filled back to 12",
    "hunt": "test Swords for game to eat",
    "patrol": "the night's card is drawn twice, the quieter kept",
    "read_a_book": "the book answers one question, like a lore bid",
    "rest_and_recover": "sleep; burns Bonds against an affliction",
    "scout_ahead": "test Pentacles to learn the rooms next door",
    "train": "a guild-mate who has mastered a talent teaches it",
    "update_maps": "map the rooms walked: two mapped rooms make a watch",
    "use_an_item": "a tinker's kit, leeches or a pipe",
    "use_a_talent": "a talent with a camp use: War Stories, High Chant, Alchemy, a pact…",
}
"""What each Camp Action does, in a few of our words (the book's rules are in worm.engine)."""
MENDS = {
    "stressed": "Stressed",
    "injured": "Injured",
    "talent": "a Wounded talent",
    "resolve": "1 Resolve",
}


@dataclass(frozen=True, slots=True)
class Offer:
    """One line of the menu: a Camp Action or a burn, and the reason it is shut (if it is)."""

    id: str  # a Camp Action id, or "MATE|MEND" for a burn
    label: str
    hint: str = ""
    why_not: str = ""  # empty: open now

    @property
    def open(self) -> bool:
        return not self.why_not


def first(a: Adventurer) -> str:
    return a.name.split()[0]


def left_to_act(camp: CampState, a: Adventurer) -> bool:
    """Whether ``a`` may still take a Camp Action tonight (two with Labor Unending, p. 60)."""
    allowed = 2 if a.id in camp.extra else 1
    return a.active and len(camp.actions_of(a.id)) < allowed


def resters(game: Game) -> list[Adventurer]:
    """Who has chosen nothing yet, and so will simply rest when the Camp goes on (p. 136)."""
    camp = game.camp
    if camp is None or camp.step != 1:
        return []
    return [a for a in game.guild.in_marching_order() if a.active and not camp.actions_of(a.id)]


def can_burn(game: Game, a: Adventurer) -> bool:
    camp = game.camp
    starving = camp.starving if camp is not None else ()
    hurt = any(c.injured or c.deaths_door for c in game.guild.companions_of(a.id))
    return (
        a.active
        and a.id not in starving
        and bool(rules.charged(a))
        and (bool(rules.needs(a)) or hurt)
    )


def waiting(game: Game, a: Adventurer) -> bool:
    """Whether ``a`` still has something to choose at this step."""
    camp = game.camp
    if camp is None:
        return False
    if camp.step == 1:
        return left_to_act(camp, a)
    if camp.step == 4:
        return can_burn(game, a)
    return False


# --- what has come of the Camp so far ---------------------------------------------------------


def _since_step(game: Game, step: int) -> list[ev.Event]:
    """The log since this Camp last reached ``step``."""
    events = game.log.events
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, ev.CampStep) and e.step == step:
            return list(events[i + 1 :])
    return []


def deeds(game: Game) -> dict[str, list[str]]:
    """What came of each adventurer's Camp Actions and burns tonight, by their name."""
    found: dict[str, list[str]] = {}
    short = {a.name: first(a) for a in game.guild.adventurers}

    def shorten(text: str) -> str:
        for name, word in short.items():
            text = text.replace(name, word)
        return text

    for e in _since_step(game, 1):
        if isinstance(e, ev.CampAction):
            found.setdefault(e.who, []).append(shorten(f"{e.action}: {e.result}"))
        elif isinstance(e, ev.Bond) and e.change == "burn":
            line = f"burned the Bond with {e.with_} for {e.for_}"
            found.setdefault(e.who, []).append(shorten(line))
    return found


# --- the panels -------------------------------------------------------------------------------


def heading(game: Game) -> Text:
    """One line: the Camp's step and where the guild sleeps."""
    out = Text()
    camp = game.camp
    step = camp.step if camp is not None else 0
    out.append("CAMP", style="bold reverse")
    out.append(f" step {step} of 5: {STEP_WORDS.get(step, '')}", style="bold")
    if game.room >= 0:
        out.append(f" · Level {game.level.number}, room {game.plan.key(game.room)}")
    out.append(f" · watch {game.watches}")
    return out


def guild(game: Game, selected: str | None, *, width: int = 56) -> Text:
    """Everyone around the fire: the one chosen (▶), what each has done or still may, their
    conditions and their Bonds (charged or not). ``width``: the panel's, for wrapping."""
    camp = game.camp
    done = deeds(game)
    out = Text()
    out.append("Around the fire\n", style="bold underline")
    for place, a in enumerate(game.guild.in_marching_order(), 1):
        mark = "▶ " if a.id == selected else "  "
        out.append(mark, style="bold reverse" if a.id == selected else "")
        out.append(f"{place}. {a.name}", style="bold" if a.active else "dim strike")
        about = f"{SUIT_GLYPH[a.path]} {a.path.title()} · Resolve {a.resolve}"
        room = width - len(mark) - len(f"{place}. {a.name}") - 2
        out.append(f"  {about}\n" if len(about) <= room else f"\n     {about}\n", style="dim")
        for line in done.get(a.name, []):
            out.append(panels.hanging(line, width, "    ✓ ", "      "))
        if camp is not None:
            out.append_text(_standing(game, camp, a, width))
        if a.inspiration is not None:
            out.append(f"    {panels.inspired(a)}\n", style="bold")
        state = panels.conditions(a)
        if state:
            out.append(
                panels.hanging(", ".join(state), width, "    ", "    "), style="bold #e07a5f"
            )
        for animal in game.guild.companions_of(a.id):
            line = f"beast: {narrate.companion(animal, game.pack)}"
            out.append(panels.hanging(line, width, "    ", "      "), style="dim")
        tied = panels.bonds(game, a)
        if tied:
            out.append(panels.hanging(f"bonds: {tied}", width, "    ", "      "), style="dim")
        if a.pacts:
            out.append(panels.hanging(f"pacts: {panels.pacts(game, a)}", width, "    ", "      "))
    return out


def _standing(game: Game, camp: CampState, a: Adventurer, width: int) -> Text:
    """Where one adventurer stands at this step, in a word or two."""
    words, style = "", "bold"
    if not a.active:
        words, style = "cannot act: at Death's Door or dead", "dim"
    elif camp.step == 1 and left_to_act(camp, a):
        if camp.actions_of(a.id):
            words = "a second Camp Action to take (Labor Unending)"
        else:
            words = "to choose — else rests"
    elif camp.step == 4 and a.id in camp.starving:
        words = "starving: no recovery tonight (p. 140)"
    elif camp.step == 4 and can_burn(game, a):
        words = "may burn a charged Bond"
    out = Text()
    if words:
        out.append(panels.hanging(words, width, "    · ", "      "), style=style)
    return out


def actions(game: Game, a: Adventurer) -> list[Offer]:
    """Every Camp Action for ``a``: open now, or with the reason it is not (pp. 137–139)."""
    out = []
    for action in rules.ACTIONS:
        why = campsite.why_not(game, a, action.id) if game.camp is not None else "not in camp"
        label = f"{action.name} ({action.page})"
        out.append(Offer(action.id, label, HINTS.get(action.id, ""), why or ""))
    return out


def burns(game: Game, a: Adventurer) -> list[Offer]:
    """Each charged Bond of ``a`` for each thing a burn could mend now, gates applied (p. 141)."""
    out = []
    for bond in rules.charged(a):
        mate = game.guild.adventurer(bond.target)
        kind = game.pack.bonds[bond.kind].name if bond.kind in game.pack.bonds else bond.kind
        for mend in rules.needs(a):
            out.append(
                Offer(
                    f"{mate.id}|{mend}",
                    f"Burn the Bond with {first(mate)} ({kind})",
                    f"mends {MENDS[mend]}",
                )
            )
        for animal in game.guild.companions_of(a.id):
            if animal.injured or animal.deaths_door:
                out.append(
                    Offer(
                        f"{mate.id}|{ANIMAL}{animal.id}",
                        f"Burn the Bond with {first(mate)} ({kind}) for {animal.name}",
                        "mends the animal's Injured (p. 141)",
                    )
                )
    return out


ANIMAL = "animal:"
"""Marks a burn offer's mend as a companion's id (``Offer.id`` "MATE|animal:c1")."""


def lessons(game: Game, a: Adventurer) -> list[tuple[str, str]]:
    """Beast Master (p. 78): each of ``a``'s companions, with what it knows and can hold."""
    out = []
    for animal in game.guild.companions_of(a.id):
        known = ", ".join(COMMAND_NAMES[c] for c in animal.commands) or "nothing yet"
        most = companion_rules.limit(animal, a)
        out.append((animal.id, f"{animal.name} (knows {known}; holds {most})"))
    return out


def commands_to_teach(game: Game, animal_id: str) -> list[tuple[str, str]]:
    """The commands a companion does not know yet, in the book's order (p. 78)."""
    animal = game.guild.companion(animal_id)
    suited = game.pack.animals[animal.kind].suited if animal.kind in game.pack.animals else ()
    return [
        (c, COMMAND_NAMES[c] + (" (suited to it)" if c in suited else ""))
        for c in COMMANDS
        if c not in animal.commands
    ]


def full(game: Game, a: Adventurer, animal_id: str) -> list[tuple[str, str]]:
    """The commands a full companion could forget to learn a new one (retraining, p. 78);
    empty while it has room."""
    animal = game.guild.companion(animal_id)
    if len(animal.commands) < companion_rules.limit(animal, a):
        return []
    return [(c, f"Forget {COMMAND_NAMES[c]}") for c in animal.commands]


def _applies(a: Adventurer, mend: str) -> bool:
    c = a.conditions
    return {
        "stressed": c.stressed,
        "injured": c.injured,
        "talent": bool(c.wounded_talents),
        "resolve": a.resolve < 4,
    }[mend]


def recovery(game: Game, a: Adventurer, width: int = 55) -> Text:
    """Recovery for one (p. 141): their charged Bonds, what a burn could mend now, and what
    must wait (Stressed first, Injured before a talent)."""
    camp = game.camp
    out = Text()
    charged = rules.charged(a)
    names = ", ".join(
        f"{first(game.guild.adventurer(b.target))} ({game.pack.bonds[b.kind].name})"
        if b.kind in game.pack.bonds
        else first(game.guild.adventurer(b.target))
        for b in charged
    )
    out.append("Charged Bonds: ", style="bold")
    out.append(f"{names or 'none'}\n")
    if not a.active:
        out.append("Cannot burn: at Death's Door or dead\n", style="dim")
        return out
    if camp is not None and a.id in camp.starving:
        out.append("Starving: no Bond can be burned tonight (p. 140)\n", style="dim")
        return out
    needs = rules.needs(a)
    out.append("A burn could mend: ", style="bold")
    out.append(f"{', '.join(MENDS[m] for m in needs) or 'nothing'}\n")
    for mend in rules.RECOVERIES:
        if mend in needs or not _applies(a, mend):
            continue
        why = rules.gate(a, mend)
        if why:
            out.append(
                panels.hanging(f"Not yet {MENDS[mend]}: {why}", width, "", "  "), style="dim"
            )
    if needs and not charged:
        out.append("No charged Bond to burn: Fellowship charges them (p. 137)\n", style="dim")
    return out


def menu_line(offer: Offer, *, compact: bool = False, width: int = 55) -> Text:
    """One line of the menu (two with its hint, room allowing)."""
    out = Text()
    out.append(offer.label, style="bold")
    if offer.hint and not compact:
        out.append("\n" + panels.hanging(offer.hint, width, "   ", "   ").rstrip("\n"))
        out.stylize("dim", len(offer.label))
    return out


def closed(offers: list[Offer], width: int = 55) -> Text:
    """The Camp Actions shut for this adventurer, each with its reason."""
    out = Text()
    shut = [o for o in offers if not o.open]
    if shut:
        out.append("Not now:\n", style="dim bold")
    for o in shut:
        line = f"{o.label.split(' (')[0]} — {o.why_not}"
        out.append(panels.hanging(line, width, "  ", "    "), style="dim")
    return out


def going_on(game: Game, key: str) -> Text:
    """What the camp-on key does now, and who will simply rest."""
    camp = game.camp
    out = Text()
    if camp is None or camp.step not in (1, 4):
        out.append("The night: the GM plays its draw; answer what it asks.", style="dim")
        return out
    out.append(f" {key} ", style="bold reverse")
    if camp.step == 1:
        out.append(" Camp on: supper, then the night's draw. ", style="bold")
        idle = resters(game)
        if idle:
            out.append(f"Will simply rest (Rest and Recover): {', '.join(first(a) for a in idle)}.")
        else:
            out.append("Everyone has chosen.")
    elif camp.step == 4:
        out.append(" On to the morning: ", style="bold")
        out.append(
            "Staggered clears (not while Stressed), lore bids refill, the night's shelter "
            "(p. 141); "
            "Bonds not burned stay charged."
        )
    return out


# --- sub-choices ------------------------------------------------------------------------------


def fellows(game: Game, a: Adventurer) -> list[tuple[str, str]]:
    """Guild-mates awake to share the fire with (Fellowship, p. 137)."""
    out = []
    for o in game.guild.in_marching_order():
        if o.id == a.id or not o.active:
            continue
        bond = next((b for b in a.bonds if b.target == o.id), None)
        kind = game.pack.bonds[bond.kind].name if bond and bond.kind in game.pack.bonds else ""
        state = ", charged already" if bond is not None and bond.charged else ""
        out.append((o.id, f"{o.name}" + (f" — {kind}{state}" if kind else "")))
    return out


def teachers(game: Game, a: Adventurer) -> list[tuple[str, str]]:
    """Who could teach ``a`` what tonight (Train, p. 139): ``TEACHER|TALENT`` choices."""
    camp = game.camp
    taken = {w for w, _ in camp.acted} if camp is not None else set()
    out = []
    for t in game.guild.in_marching_order():
        if t.id == a.id or not t.active or t.id in taken:
            continue
        for talent in rules.teachable(t, a, game.pack):
            name = game.pack.talents[talent].name
            out.append((f"{t.id}|{talent}", f"{first(t)} teaches {name}"))
    return out


def patients(game: Game, a: Adventurer, item_or_talent: str) -> list[tuple[str, str]]:
    """Whom leeches (afflicted, p. 167) or Chirurgery (resting, p. 78) could help."""
    camp = game.camp
    out = []
    for o in game.guild.in_marching_order():
        if o.id == a.id or not o.active:
            continue
        if item_or_talent == "leeches" and o.afflictions:
            names = ", ".join(game.pack.afflictions[s.id].name for s in o.afflictions)
            out.append((o.id, f"{o.name} — {names}"))
        if item_or_talent == "chirurgeon" and camp is not None and o.id in camp.rested:
            state = ", ".join(panels.conditions(o)) or "no Wound"
            out.append((o.id, f"{o.name} — {state}"))
    return out


def chant_cards(game: Game, taken: list[str]) -> list[tuple[str, str]]:
    """The minor arcana in the discard pile the High Chant could still take (p. 79), highest
    first, by card name."""
    pile = inspiration.choosable(game.decks.minor.discard_pile)
    ranked = sorted(pile, key=lambda c: -c.value)
    return [
        (c.name, f"{SUIT_GLYPH[c.suit or 'cups']} {c.name}") for c in ranked if c.name not in taken
    ]


def chant_holders(game: Game, given: list[str]) -> list[tuple[str, str]]:
    """Who could be handed an inspiration card still (p. 79): alive, holding none."""
    return [
        (o.id, f"{o.name} — Resolve {o.resolve}")
        for o in game.guild.in_marching_order()
        if inspiration.can_hold(o) and o.id not in given
    ]


BREWS = [
    ("bomb", "a bomb: thrown at one foe"),
    ("potion", "a potion: drunk by the living"),
    ("oil", "an oil: poured on things and places"),
    ("keep", "keep it as a reagent for now"),
]
"""The forms a reagent may be brewed into (p. 232), or kept, in the brew dialog."""


def reagents(game: Game, a: Adventurer) -> list[str]:
    """The reagents ``a`` carries, each named with its creature (p. 231)."""
    return [alchemy.label(game.pack, r) for r in alchemy.reagents(a)]


def subjects(game: Game) -> list[tuple[str, str]]:
    """What to ask a book about (Read a Book, p. 137): anything, or a creature of this level."""
    found = campsite.level_creatures(game)
    out = [("", "anything it knows of this level's creatures")]
    out += [(game.pack.monsters[c].name, game.pack.monsters[c].name) for c in found]
    return out
