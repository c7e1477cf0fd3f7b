"""Making the guild step by step: the Call to Adventure (pp. 20–21), one question at a time.

The steps follow the book's order for each adventurer — Origin (kith, kin or house, path, the
mastered talent, a name), Fitting in (the 1 and a motif), Failed career (the 2 and a motif),
Querent (a quest and two languages), Full-blown weirdo (the 3 and the last motif) — then the
guild's own (Bonds, marching order, roles, the first quest, a name). Treats from Ma (the kit) is
filled by quick creation's policy. Each question says what it means, with its page.

Answers live in a :class:`Draft`, keyed by step, so going back a step (Escape) never loses one;
an earlier answer that a later change makes impossible (a kin of another kith) simply asks again.
The top half of this module has no Textual in it: :func:`flow` lists the steps for the answers
so far, :func:`plans` turns answers into :mod:`worm.gm.creation` plans, :func:`roll` answers a
step at random. The same seed and the same answers always make the same guild.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from worm import content, grammar, rng
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import creation, hunters, specializations
from worm.model.guild import Guild
from worm.rules import call_to_adventure, monster_hunter
from worm.tarot import SUITS, Suit
from worm.text import narrate
from worm.ui import keymap as keys
from worm.ui.common import Host, TooSmall, host
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter

ORDINALS = ("first", "second", "third", "fourth")
CUSTOMS = {
    "house": "a given name, then 'of House' and the house",
    "translation": "a name in Tylwyth, then what it means",
    "livery": "a given name, then the family's trade",
    "matronym": "a given name, then the mother's name with -daughter or -son",
}


# --- the steps (no Textual) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer on offer: its id (what is stored), its label, a line on it and its page."""

    id: str
    label: str
    note: str = ""
    page: int | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One question. With ``choices`` the player picks one; without, the player types an answer
    (``roll`` names what Ctrl+R rolls: name, motif, quest or guild_name)."""

    key: str
    stage: str
    question: str
    about: str
    choices: tuple[Choice, ...] = ()
    roll: str = ""
    hint: str = ""
    avoid: tuple[str, ...] = ()  # typed answers refused here (casefolded): names, motifs
    prefer: tuple[str, ...] = ()  # choices a roll takes first, as quick creation would
    kith: str = ""  # for rolling a name
    house: str = ""
    limit: int = creation.NAME_MAX

    @property
    def typed(self) -> bool:
        return not self.choices

    def problem(self, value: str) -> str | None:
        """Why ``value`` cannot answer this step, or None."""
        if self.choices:
            return None if value in {c.id for c in self.choices} else f"not a choice: {value!r}"
        text = value.strip()
        if not text:
            return "an empty answer: type something, or Ctrl+R rolls one"
        if len(text) > self.limit:
            return f"too long: at most {self.limit} characters"
        if text.casefold() in self.avoid:
            return f"{text!r} is already taken"
        return None


@dataclass(slots=True)
class Draft:
    """A guild in the making: the answers so far, where the player is, the dice for rolls."""

    seed: int
    size: int
    answers: dict[str, str] = field(default_factory=dict)
    at: int = 0
    generator: np.random.Generator | None = None

    def dice(self) -> np.random.Generator:
        if self.generator is None:
            self.generator = rng.stream(self.seed, "creation:rolls")
        return self.generator


def total_steps(size: int, hunting: int = 0) -> int:
    """How many questions a guild of ``size`` answers (13 each, then the guild's), with two
    more (hated foe and specialization, p. 70) for each of ``hunting`` Monster Hunters."""
    bonds, roles, name = size * (size - 1), size, 1
    marching_and_quest = size if size > 1 else 0  # places 1 to n-1, then whose quest
    guild = bonds + roles + name + marching_and_quest
    return 13 * size + guild + 2 * hunting


def progress(valid: Mapping[str, str], pack: content.ContentPack, size: int) -> str:
    """The question count the wizard shows: the steps for the paths chosen so far, and
    "or more" while a path still open could add a Monster Hunter's two (p. 70)."""
    paths = [valid.get(f"{n}.path") for n in range(1, size + 1)]
    total = total_steps(size, sum(1 for p in paths if p is not None and hunts(pack, p)))
    return f"{total}" if all(paths) else f"{total} or more"


class _Flow:
    def __init__(self, answers: Mapping[str, str]) -> None:
        self.answers = answers
        self.valid: dict[str, str] = {}
        self.steps: list[Step] = []

    def ask(self, step: Step) -> str | None:
        """Add the step; its answer if there is a sound one, else None (the flow stops)."""
        self.steps.append(step)
        value = self.answers.get(step.key)
        if value is None or step.problem(value) is not None:
            return None
        self.valid[step.key] = value
        return value


def flow(
    answers: Mapping[str, str], pack: content.ContentPack, size: int
) -> tuple[list[Step], dict[str, str], bool]:
    """The steps up to the first one not soundly answered, the sound answers, and whether the
    whole Call to Adventure is answered."""
    f = _Flow(answers)
    for number in range(1, size + 1):
        if not _adventurer_steps(f, pack, number, size):
            return f.steps, f.valid, False
    return f.steps, f.valid, _guild_steps(f, pack, size)


def _who(valid: Mapping[str, str], number: int) -> str:
    return valid.get(f"{number}.name") or f"adventurer {number}"


def _short(valid: Mapping[str, str], number: int) -> str:
    """The first word of the name, for questions."""
    return _who(valid, number).split()[0] if f"{number}.name" in valid else f"adventurer {number}"


def _adventurer_steps(f: _Flow, pack: content.ContentPack, n: int, size: int) -> bool:
    def stage(step: str) -> str:
        return f"Adventurer {n} of {size} · {step}"

    origin = stage("Step 1, Origin (p. 20)")
    who = f"adventurer {n}"
    kith = f.ask(
        Step(
            f"{n}.kith",
            origin,
            f"Which kith is {who} of?",
            "Your kith is your folk; it sets the three deeds that can earn your arête "
            "(pp. 23, 28).",
            tuple(Choice(k.id, k.name, k.summary, k.page) for k in pack.kiths.values()),
        )
    )
    if kith is None:
        return False
    house = _kin_step(f, pack, n, kith, origin)
    if house is None:
        return False
    taken = {f.valid[f"{m}.path"]: _who(f.valid, m) for m in range(1, n) if f"{m}.path" in f.valid}
    path = f.ask(
        Step(
            f"{n}.path",
            origin,
            f"Which path does {who} walk?",
            "Your path is your calling: its attribute is rated 4 and its seven talents are yours "
            "to learn (pp. 20, 67).",
            tuple(
                Choice(p.id, p.name, _path_note(pack, p.id, taken.get(p.id)), p.page)
                for p in pack.paths.values()
            ),
            prefer=tuple(p for p in pack.paths if p not in taken),
        )
    )
    if path is None:
        return False
    mastered = f.ask(
        Step(
            f"{n}.talent",
            origin,
            f"Which talent of the {pack.paths[path].name} is mastered?",
            "One path talent starts mastered; the other six are in training, 1 XP a use until 7 XP "
            "master them (pp. 20, 33).",
            tuple(
                Choice(t, pack.talents[t].name, pack.talents[t].summary, pack.talents[t].page)
                for t in pack.paths[path].talents
            ),
        )
    )
    if mastered is None:
        return False
    kith_entry = pack.kiths[kith]
    others = tuple(f.valid[f"{m}.name"].strip().casefold() for m in range(1, n))
    name = f.ask(
        Step(
            f"{n}.name",
            origin,
            f"What is {who} called?",
            f"{kith_entry.name} take {CUSTOMS.get(kith_entry.names.surname_rule, 'a name')} "
            f"(p. {kith_entry.page + 1}). Type one, or Ctrl+R rolls one.",
            roll="name",
            avoid=others,
            kith=kith,
            house=house,
            limit=creation.NAME_MAX,
        )
    )
    if name is None:
        return False
    who = name.split()[0]
    left = [s for s in SUITS if s != path]
    one = f.ask(
        Step(
            f"{n}.one",
            stage("Step 2, Fitting in (p. 20)"),
            f"Where does {grammar.possessive(who)} 1 go?",
            "Think of what troubled you as a child: that attribute is rated 1.",
            tuple(_attribute(pack, s) for s in left),
        )
    )
    if one is None:
        return False
    motifs: list[str] = []
    if not _motif(
        f,
        pack,
        n,
        1,
        stage("Step 2, Fitting in (p. 20)"),
        who,
        path,
        motifs,
        "A motif from your upbringing: a descriptor and a trade, say 'Jinxed "
        "rat-catcher'. A motif that fits a task gives the test favor, +3 (p. 24).",
    ):
        return False
    two = f.ask(
        Step(
            f"{n}.two",
            stage("Step 3, Failed career (p. 20)"),
            f"Where does {grammar.possessive(who)} 2 go?",
            "Think of the trade you failed at before delving: that attribute is rated 2.",
            tuple(_attribute(pack, s) for s in left if s != one),
        )
    )
    if two is None:
        return False
    if not _motif(
        f,
        pack,
        n,
        2,
        stage("Step 3, Failed career (p. 20)"),
        who,
        path,
        motifs,
        "A motif from that failed career (p. 24).",
    ):
        return False
    querent = stage("Step 4, Querent (p. 20)")
    quest = f.ask(
        Step(
            f"{n}.quest",
            querent,
            f"What does {who} seek below?",
            "A quest is one goal that can be reached, and the reason for it; the guild chases one "
            "at a time (pp. 24, 33). Type it, or Ctrl+R rolls one.",
            roll="quest",
            limit=creation.QUEST_MAX,
        )
    )
    if quest is None:
        return False
    if not _language_steps(f, pack, n, querent, who, kith):
        return False
    three = next(s for s in left if s not in (one, two))
    if not _motif(
        f,
        pack,
        n,
        3,
        stage("Step 5, Full-blown weirdo (p. 20)"),
        who,
        path,
        motifs,
        f"The 3 goes to {pack.attributes[three].name}, the attribute left. Now a "
        "motif from your first trip into the Underworld (p. 24).",
    ):
        return False
    return _hunt_steps(f, pack, n, stage("Monster Hunter (p. 70)"), who, path, tuple(motifs))


def hunts(pack: content.ContentPack, path: str) -> bool:
    """Whether a walker of ``path`` has Monster Hunter, mastered or in training, and so chooses
    a hated foe and a specialization at creation (p. 70)."""
    return monster_hunter.TALENT in pack.paths[path].talents


def _hunt_steps(
    f: _Flow,
    pack: content.ContentPack,
    n: int,
    stage: str,
    who: str,
    path: str,
    motifs: tuple[str, ...],
) -> bool:
    """A Monster Hunter's hated foe, then the kind of that foe hunted (p. 70); asked only of
    an adventurer whose path has the talent. The GM's choice (worm.gm.hunters) comes first."""
    if not hunts(pack, path):
        return True
    named = hunters.sworn(pack, motifs)
    foes = list(hunters.FOES.values())
    if named is not None:
        foes.remove(named[1])
        foes.insert(0, named[1])
    hated = f.ask(
        Step(
            f"{n}.foe",
            stage,
            f"Which foe does {who} hate?",
            "Monster Hunter (p. 70): the hated foe becomes a motif, '[Foe] Hunter', good for lore "
            "bids and favor on tests about them. The GM's pick from your motifs is first; the "
            "foe may be changed later as a City Action.",
            tuple(Choice(foe, foe, HATED.get(foe, ""), 70) for foe in foes),
            prefer=tuple(foes[:1]),
        )
    )
    if hated is None:
        return False
    first = hunters.suggested(pack, motifs, hated)
    wide = [q for q in specializations.choices(pack) if specializations.foe(q) == hated]
    kinds = [k for k in hunters.kinds(pack, hated) if k != first]
    kinds = ([first] if first else []) + wide + kinds  # a whole kith or realm (p. 70) next
    return (
        f.ask(
            Step(
                f"{n}.quarry",
                stage,
                f"Which kind of {hated.removesuffix(' Hunter').lower()} does {who} hunt?",
                "The specialization (p. 70): every Attack on a creature of this kind has favor. "
                "The GM's suggestion is first; a Man Hunter may take a whole kith, a Spirit "
                "Hunter the spirits of one far realm.",
                tuple(
                    Choice(k, specializations.label(pack, k), _kind_note(pack, k, first), 70)
                    for k in kinds
                ),
                prefer=tuple(kinds[:1]),
            )
        )
        is not None
    )


HATED = {
    "Beast Hunter": "Living flesh out of any old bestiary: rats, spiders, cockatrices.",
    "Elemental Hunter": "Nature given a body and a will: undines, dryads, salamanders.",
    "Man Hunter": "People of every kith and kin, not only humans.",
    "Spirit Hunter": "Minds from the far realms, bodiless, manifest or possessing.",
    "Undead Hunter": "The dead that will not rest: skeletons, zombies, wraiths.",
    "Witch Hunter": "Whatever sorcery made or twisted: golems, oozes, beastmen.",
}
"""A line on each hated foe, in our words, for the wizard's list (p. 70)."""


def _kind_note(pack: content.ContentPack, kind: str, first: str | None) -> str:
    if specializations.foe(kind) is not None:
        return f"Every creature of it, as the GM reads them ({specializations.PAGE})."
    monster = pack.monsters[kind]
    note = f"Counts for {' and '.join(hunters.foes(pack, kind))}."
    return ("The GM's suggestion. " if kind == first else "") + note + f" ({monster.theme})"


def _kin_step(f: _Flow, pack: content.ContentPack, n: int, kith: str, origin: str) -> str | None:
    """A human's house or anyone else's kin: the house ("" for a kin), None while unanswered."""
    if pack.kiths[kith].names.surname_rule == "house":
        talent = pack.talents[pack.kins["human"].kin_talent].name
        return f.ask(
            Step(
                f"{n}.house",
                origin,
                "Which house?",
                f"A human's kin is a house: a banner and a name. Every human starts with {talent} "
                "mastered (p. 51).",
                tuple(
                    Choice(h.id, f"House {h.name}", f"{h.crest}. {h.summary}", h.page)
                    for h in pack.houses.values()
                ),
            )
        )
    kin = f.ask(
        Step(
            f"{n}.kin",
            origin,
            "Which kin?",
            "Your kin is your clan within the kith; it gives one talent, mastered from the start "
            "(p. 23).",
            tuple(
                Choice(
                    k,
                    pack.kins[k].name,
                    f"{pack.kins[k].summary} Starts with "
                    f"{pack.talents[pack.kins[k].kin_talent].name} mastered.",
                    pack.kins[k].page,
                )
                for k in pack.kiths[kith].kins
            ),
        )
    )
    return None if kin is None else ""


def _language_steps(
    f: _Flow, pack: content.ContentPack, n: int, querent: str, who: str, kith: str
) -> bool:
    """Ask for the two languages an adventurer speaks; False while one is unanswered."""
    common = [lang for lang in pack.languages.values() if lang.common]
    first = f.ask(
        Step(
            f"{n}.lang1",
            querent,
            f"{grammar.possessive(who)} first language?",
            "Everyone speaks two tongues; those met below may share one with you, or none (p. 29).",
            tuple(Choice(lang.id, lang.name, lang.summary, lang.page) for lang in common),
            prefer=("vulgaris",),
        )
    )
    if first is None:
        return False
    second = f.ask(
        Step(
            f"{n}.lang2",
            querent,
            f"{grammar.possessive(who)} second language?",
            "The other tongue you grew up with or learned (p. 29).",
            tuple(
                Choice(lang.id, lang.name, lang.summary, lang.page)
                for lang in common
                if lang.id != first
            ),
            prefer=("tylwyth",) if kith == "fay" else (),
        )
    )
    return second is not None


def _path_note(pack: content.ContentPack, path: str, walker: str | None) -> str:
    entry = pack.paths[path]
    talents = ", ".join(pack.talents[t].name for t in entry.talents)
    note = f"The {entry.archetype}: {pack.attributes[path].covers}. Talents: {talents}."
    return note + (f" {walker} walks it already." if walker else "")


def _attribute(pack: content.ContentPack, suit: Suit) -> Choice:
    entry = pack.attributes[suit]
    return Choice(suit, entry.name, f"The {entry.archetype}: {entry.covers}.", entry.page)


def _motif(
    f: _Flow,
    pack: content.ContentPack,
    n: int,
    slot: int,
    stage: str,
    who: str,
    path: str,
    motifs: list[str],
    about: str,
) -> bool:
    usual = ", ".join(pack.paths[path].common_motifs)
    motif = f.ask(
        Step(
            f"{n}.motif{slot}",
            stage,
            f"{grammar.possessive(who)} {ORDINALS[slot - 1]} motif?",
            about,
            roll="motif",
            hint=f"Common on the {pack.paths[path].name}: {usual} (p. {pack.paths[path].page}).",
            avoid=tuple(m.strip().casefold() for m in motifs),
            limit=creation.MOTIF_MAX,
        )
    )
    if motif is None:
        return False
    motifs.append(motif)
    return True


def _guild_steps(f: _Flow, pack: content.ContentPack, size: int) -> bool:
    bonding = "The guild · Step 6, Guild bonding (p. 20)"
    for a in range(1, size + 1):
        for b in range(1, size + 1):
            if a == b:
                continue
            bond = f.ask(
                Step(
                    f"bond.{a}.{b}",
                    bonding,
                    f"How does {_short(f.valid, a)} see {_short(f.valid, b)}?",
                    "Each adventurer holds a Bond with every guild-mate; charged by play, it is "
                    "spent in camp to win back Resolve (pp. 26–27, 32).",
                    tuple(
                        Choice(
                            t.id, t.name, f"{t.summary} Charged when: {t.charge_trigger}", t.page
                        )
                        for t in pack.bonds.values()
                    ),
                )
            )
            if bond is None:
                return False
    placed: list[int] = []
    for position in range(1, size):
        chosen = f.ask(
            Step(
                f"march.{position}",
                bonding,
                f"Who walks {ORDINALS[position - 1]}?",
                "The first in line meets danger first and is the first charged; the last keeps "
                "watch behind, against ambushes (p. 43).",
                tuple(
                    Choice(str(m), _who(f.valid, m), _ratings(f.valid, m))
                    for m in range(1, size + 1)
                    if m not in placed
                ),
            )
        )
        if chosen is None:
            return False
        placed.append(int(chosen))
    for m in range(1, size + 1):
        path = f.valid[f"{m}.path"]
        fits = creation.ROLES[path]  # type: ignore[index]  # a path id is one of the suits
        roles = [*fits, *(r for r in pack.guild.roles if r not in fits)]
        role = f.ask(
            Step(
                f"role.{m}",
                bonding,
                f"What is {grammar.possessive(_short(f.valid, m))} job in the guild?",
                "A role carries no rules of its own: it says what you do for the guild, below and "
                "in camp (p. 43).",
                tuple(
                    Choice(r, r, f"Suits the {pack.paths[path].name}." if r in fits else "", 43)
                    for r in roles
                ),
            )
        )
        if role is None:
            return False
    if size > 1:
        first = f.ask(
            Step(
                "guild.quest",
                bonding,
                "Whose quest does the guild take up first?",
                "The guild chases one quest at a time; declaring it, all agreeing, gives every "
                "member 3 XP (p. 33).",
                tuple(
                    Choice(str(m), _who(f.valid, m), f.valid[f"{m}.quest"])
                    for m in range(1, size + 1)
                ),
            )
        )
        if first is None:
            return False
    named = f.ask(
        Step(
            "guild.name",
            bonding,
            "What is the guild called?",
            "The name the guild registers under and marches behind (p. 42). Type one, or Ctrl+R "
            "picks one of the book's examples.",
            roll="guild_name",
        )
    )
    return named is not None


def _ratings(valid: Mapping[str, str], m: int) -> str:
    path, one, two = valid[f"{m}.path"], valid[f"{m}.one"], valid[f"{m}.two"]
    rating = {path: 4, one: 1, two: 2}
    return "  ".join(f"{s.title()} {rating.get(s, 3)}" for s in SUITS)


def plans(valid: Mapping[str, str], size: int) -> tuple[list[creation.Plan], creation.GuildPlan]:
    """The engine's plans for the answers given (what is missing is left to the stream)."""
    out: list[creation.Plan] = []
    for n in range(1, size + 1):

        def get(key: str, n: int = n) -> str | None:
            return valid.get(f"{n}.{key}")

        house = get("house")
        lang1, lang2 = get("lang1"), get("lang2")
        out.append(
            creation.Plan(
                kith=get("kith"),
                kin="human" if house else get("kin"),
                house=house,
                path=get("path"),  # type: ignore[arg-type]  # a suit: plan_problems checks
                mastered=get("talent"),
                name=get("name"),
                low=(get("one"), get("two")),  # type: ignore[arg-type]  # suits, checked too
                motifs=(get("motif1"), get("motif2"), get("motif3")),
                quest=get("quest"),
                languages=(lang1, lang2) if lang1 and lang2 else None,
                hated=get("foe"),
                quarry=get("quarry"),
            )
        )
    bonds = tuple(
        (a, b, valid[f"bond.{a}.{b}"])
        for a in range(1, size + 1)
        for b in range(1, size + 1)
        if f"bond.{a}.{b}" in valid
    )
    placed = [int(valid[f"march.{p}"]) for p in range(1, size) if f"march.{p}" in valid]
    marching = None
    if len(placed) == size - 1:
        marching = (*placed, *(m for m in range(1, size + 1) if m not in placed))
    roles = tuple(valid.get(f"role.{m}") for m in range(1, size + 1))
    quest_of = valid.get("guild.quest")
    return out, creation.GuildPlan(
        name=valid.get("guild.name"),
        bonds=bonds,
        marching=marching,
        roles=roles if any(roles) else (),
        quest_of=int(quest_of) if quest_of else None,
    )


def build(
    seed: int, valid: Mapping[str, str], size: int, pack: content.ContentPack | None = None
) -> Guild:
    """The guild the answers make; the "creation" stream settles whatever is left open."""
    pack = pack or content.default()
    members, guild = plans(valid, size)
    return creation.planned_guild(rng.stream(seed, "creation"), pack, members, guild)


def roll(step: Step, generator: np.random.Generator, pack: content.ContentPack) -> str:
    """A random answer to ``step``: one of its choices, or a rolled name, motif, quest or
    guild name that the step accepts."""
    if step.choices:
        ids = [c.id for c in step.choices]
        pool = [i for i in step.prefer if i in ids] or ids
        return pool[int(generator.integers(len(pool)))]
    for _ in range(50):
        if step.roll == "name":
            value = creation.roll_name(generator, pack, step.kith, step.house or None)
        elif step.roll == "motif":
            value = creation.roll_motif(generator, pack, step.avoid)
        elif step.roll == "quest":
            value = creation.roll_quest(generator, pack)
        else:
            value = creation.roll_guild_name(generator, pack)
        if step.problem(value) is None:
            return value
    return value


def fill(draft: Draft, pack: content.ContentPack) -> None:
    """Answer at random every step not yet soundly answered; the player's answers stay."""
    while True:
        steps, valid, complete = flow(draft.answers, pack, draft.size)
        if complete:
            draft.at = len(steps)
            return
        last = steps[-1]
        draft.answers[last.key] = roll(last, draft.dice(), pack)


def sheet_so_far(valid: Mapping[str, str], pack: content.ContentPack, n: int) -> Text:
    """What adventurer ``n``'s sheet holds so far, a line a field."""

    def get(key: str) -> str | None:
        return valid.get(f"{n}.{key}")

    text = Text()
    text.append(f"{get('name') or f'Adventurer {n}'}\n", style="bold")
    kith, house, kin, path = get("kith"), get("house"), get("kin"), get("path")
    rows: list[tuple[str, str | None]] = [
        ("Kith", pack.kiths[kith].name if kith else None),
        (
            "Kin",
            f"House {pack.houses[house].name}" if house else pack.kins[kin].name if kin else None,
        ),
        ("Path", pack.paths[path].name if path else None),
    ]
    kin_id = "human" if house else kin
    mastered = [pack.kins[kin_id].kin_talent] if kin_id else []
    mastered += [t for t in (get("talent"),) if t]
    rows.append(("Mastered", ", ".join(pack.talents[t].name for t in mastered) or None))
    if path:
        one, two = get("one"), get("two")
        rating = {path: "4", **({one: "1"} if one else {}), **({two: "2"} if two else {})}
        if one and two:
            rating[next(s for s in SUITS if s not in rating)] = "3"
        rows.append(
            (
                "Attributes",
                "\n  "
                + "  ".join(f"{s.title()} {rating.get(s, '·')}" for s in SUITS[:2])
                + "\n  "
                + "  ".join(f"{s.title()} {rating.get(s, '·')}" for s in SUITS[2:]),
            )
        )
    motifs = [m for m in (get("motif1"), get("motif2"), get("motif3")) if m]
    rows += [
        ("Motifs", "; ".join(motifs) or None),
        ("Quest", get("quest")),
        (
            "Speaks",
            ", ".join(pack.languages[x].name for x in (get("lang1"), get("lang2")) if x) or None,
        ),
    ]
    if path and hunts(pack, path):
        hated, quarry = get("foe"), get("quarry")
        known = quarry in pack.monsters or quarry in specializations.choices(pack)
        kind = specializations.label(pack, quarry) if quarry and known else None
        rows.append(("Hunts", f"{hated}: {kind}" if hated and kind else hated))
    for label, value in rows:
        text.append(f"{label}: ", style="bold")
        text.append(f"{value}\n" if value else "—\n", style="" if value else "dim")
    return text


# --- the screen ---------------------------------------------------------------------------------


class CreationScreen(Screen[None]):
    """The Call to Adventure, step by step; at the end the sheets, then the delve."""

    phase_name = "creation"
    BINDINGS = keys.bindings("creation")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False  # the rules name CreationScreen themselves, and some start at the App
    DEFAULT_CSS = """
    CreationScreen #creation-main { width: 1fr; padding: 0 1; }
    CreationScreen #creation-side { width: 44; border-left: vkey $panel; padding: 0 1; }
    CreationScreen #stage { color: $text-muted; }
    CreationScreen #question { text-style: bold; color: $primary; margin-top: 1; }
    CreationScreen #about { margin-bottom: 1; }
    CreationScreen #choices { height: auto; max-height: 14; }
    CreationScreen #note { margin-top: 1; height: auto; }
    CreationScreen #hint { color: $text-muted; margin-top: 1; }
    CreationScreen #summary-box { height: 1fr; border: round $panel; }
    CreationScreen #begin { height: auto; }
    App.-compact CreationScreen #creation-side { width: 32; }
    App.-compact CreationScreen #question { margin-top: 0; }
    App.-compact CreationScreen #about { margin-bottom: 0; }
    """

    def __init__(
        self,
        seed: int,
        size: int = 3,
        draft: Draft | None = None,
        pack: content.ContentPack | None = None,
    ) -> None:
        super().__init__()
        self.pack = pack or content.default()
        self.draft = draft if draft is not None else Draft(seed, size)
        self.steps: list[Step] = []
        self.valid: dict[str, str] = {}
        self.complete = False
        self.guild: Guild | None = None
        self.problems: list[str] = []

    @property
    def worm(self) -> Host:
        return host(self)

    @property
    def current(self) -> Step | None:
        """The step shown, or None on the summary."""
        return self.steps[self.draft.at] if self.draft.at < len(self.steps) else None

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Horizontal(id="body"):
            with Vertical(id="creation-main"):
                yield Static(id="stage")
                yield Static(id="question")
                yield Static(id="about")
                yield OptionList(id="choices")
                yield Input(id="typed")
                yield Static(id="note")
                with VerticalScroll(id="summary-box"):
                    yield Static(id="summary")
                yield OptionList(
                    Option("Begin: into the Underworld", id="begin"),
                    Option("Back to the last step", id="back"),
                    id="begin",
                )
                yield Static(id="hint")
            with VerticalScroll(id="creation-side"):
                yield Static(id="sheet")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.refresh_flow()
        self.show()

    # --- the model --------------------------------------------------------------------------

    def refresh_flow(self) -> None:
        self.steps, self.valid, self.complete = flow(self.draft.answers, self.pack, self.draft.size)
        last = len(self.steps) if self.complete else len(self.steps) - 1
        self.draft.at = max(0, min(self.draft.at, last))

    def answer(self, value: str) -> bool:
        """Answer the step shown and go on; a bad answer is a notice and changes nothing."""
        step = self.current
        if step is None:
            return False
        value = value if step.choices else value.strip()
        problem = step.problem(value)
        if problem is not None:
            self.notify(problem, severity="warning", timeout=4)
            return False
        self.draft.answers[step.key] = value
        self.draft.at += 1
        self.refresh_flow()
        self.show()
        return True

    # --- the view ---------------------------------------------------------------------------

    def show(self) -> None:
        step = self.current
        choices = self.query_one("#choices", OptionList)
        typed = self.query_one("#typed", Input)
        on_summary = step is None
        for widget_id in ("#question", "#about", "#note"):
            self.query_one(widget_id).display = not on_summary
        self.query_one("#summary-box").display = on_summary
        self.query_one("#creation-side").display = not on_summary
        self.query_one("#begin").display = on_summary
        choices.display = step is not None and not step.typed
        typed.display = step is not None and step.typed
        total = progress(self.valid, self.pack, self.draft.size)
        if step is None:
            self._show_summary(total)
            return
        self.query_one("#stage", Static).update(
            f"{step.stage}   —   question {self.draft.at + 1} of {total}"
        )
        self.query_one("#question", Static).update(step.question)
        self.query_one("#about", Static).update(step.about)
        stored = self.draft.answers.get(step.key, "")
        if step.typed:
            typed.value = stored
            typed.placeholder = "type here; Enter on an empty line rolls one"
            typed.focus()
            self.query_one("#note", Static).update(Text(step.hint, style="italic"))
            self.query_one("#hint", Static).update(
                "Enter takes it · Ctrl+R rolls one · Esc goes back a step · Ctrl+F rolls the rest"
            )
        else:
            choices.clear_options()
            choices.add_options(Option(_option_label(c), id=c.id) for c in step.choices)
            ids = [c.id for c in step.choices]
            choices.highlighted = ids.index(stored) if stored in ids else 0
            choices.focus()
            self._show_note()
            self.query_one("#hint", Static).update(
                "↑↓ to look, Enter to choose · Ctrl+R rolls · Esc goes back a step · Ctrl+F "
                "rolls the rest"
            )
        self._show_side()

    def _show_note(self) -> None:
        step = self.current
        if step is None or step.typed:
            return
        index = self.query_one("#choices", OptionList).highlighted
        if index is None or not 0 <= index < len(step.choices):
            return
        choice = step.choices[index]
        note = Text(choice.note)
        if choice.page:
            note.append(f" (p. {choice.page})", style="dim")
        self.query_one("#note", Static).update(note)

    def _show_side(self) -> None:
        step = self.current
        number = int(step.key.split(".")[0]) if step and step.key[0] in "0123456789" else 0
        text = Text()
        if number:
            text.append_text(sheet_so_far(self.valid, self.pack, number))
        others = [m for m in range(1, self.draft.size + 1) if m != number]
        if others:
            text.append("\nThe guild\n", style="bold")
            for m in others:
                path = self.valid.get(f"{m}.path")
                who = self.valid.get(f"{m}.name") or f"Adventurer {m}"
                text.append(
                    f"  {m}. {who}" + (f" — {self.pack.paths[path].name}" if path else "") + "\n"
                )
        before = {s.key for s in self.steps[: self.draft.at]}
        placed = [
            int(self.valid[k])
            for k in (f"march.{p}" for p in range(1, self.draft.size))
            if k in before
        ]
        if step is not None and step.key.startswith("march.") and placed:
            text.append("\nIn line so far: ", style="bold")
            text.append(", ".join(_who(self.valid, m) for m in placed))
        self.query_one("#sheet", Static).update(text)

    def _show_summary(self, total: str) -> None:
        self.guild = build(self.draft.seed, self.valid, self.draft.size, self.pack)
        self.problems = call_to_adventure.guild_problems(self.guild, self.pack)
        self.query_one("#stage", Static).update(
            f"The guild is ready   —   {total} of {total} answered"
        )
        text = Text(f"Seed {self.draft.seed} · a guild of {self.draft.size}\n\n", style="dim")
        text.append(narrate.roster(self.guild, self.pack))
        text.append(
            "\n\nTreats from Ma (p. 20): each pack was filled by quick creation's "
            "policy — one luxurious thing, five common, the rest impoverished.",
            style="dim",
        )
        if self.problems:
            text.append("\n\nThe book would refuse this guild:\n", style="bold")
            text.append("\n".join(f"✗ {p}" for p in self.problems))
        self.query_one("#summary", Static).update(text)
        begin = self.query_one("#begin", OptionList)
        begin.highlighted = 0
        begin.focus()
        self.query_one("#hint", Static).update(
            "Enter on Begin starts the delve · Esc goes back a step to change anything"
        )

    # --- events and keys --------------------------------------------------------------------

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "choices":
            self._show_note()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_list.id == "begin":
            self.action_begin() if event.option.id == "begin" else self.action_back()
        elif event.option.id is not None:
            self.answer(event.option.id)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if not event.value.strip():
            self.action_roll()  # a suggestion to take or edit, never an answer by itself
            return
        self.answer(event.value)

    def action_back(self) -> None:
        """One step back, keeping every answer; from the first step, back to the title."""
        if self.draft.at == 0:
            self.dismiss(None)
            return
        self.draft.at -= 1
        self.show()

    def action_roll(self) -> None:
        """Roll this step: highlight a random choice, or write a rolled answer to edit."""
        step = self.current
        if step is None:
            return
        value = roll(step, self.draft.dice(), self.pack)
        if step.typed:
            typed = self.query_one("#typed", Input)
            typed.value = value
            typed.cursor_position = len(value)
        else:
            choices = self.query_one("#choices", OptionList)
            choices.highlighted = [c.id for c in step.choices].index(value)

    def action_fill(self) -> None:
        """Roll every step still open, keep every answer given, and show the guild."""
        fill(self.draft, self.pack)
        self.refresh_flow()
        self.show()

    def action_begin(self) -> None:
        """Into the Underworld with this guild: a new game, the delve, the Crawl."""
        if self.current is not None or self.guild is None:
            return
        if self.problems:
            self.notify(
                "the book would refuse this guild: go back and change it", severity="warning"
            )
            return
        game = Game.with_guild(self.draft.seed, self.guild, self.pack, ask=True)  # p. 124
        game.execute(cmd.Delve())
        self.worm.seed = self.draft.seed
        self.worm.guild_size = self.draft.size
        self.worm.begin(Driver(game))


def _option_label(choice: Choice) -> Text:
    return Text(choice.label)
