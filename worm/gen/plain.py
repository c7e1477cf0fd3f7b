"""The content pack for ``worm gen``, read from the content cache without pydantic.

Importing pydantic and defining the content models costs ``worm gen`` more than generating an
Underworld does (bench/startup.py). Yet the generator only reads the pack: names, numbers,
tables. So when the content cache (``worm.cachefile``) holds a pack that passed every check,
for the shipped assets and the models as they are now, this module rebuilds it from the cache's
JSON as light read-only records, guided by the shapes of the models written beside it
(``worm.content.rebuild.shapes``):

- each entry is a :class:`Record` of a class named as its model, with the same fields (the
  same values: tuples, read-only mappings, nested records, defaults where the JSON leaves a
  field out), compared as models are (same kind, same values), and unchangeable;
- the few properties the generator reads beyond fields are given in ``EXTRAS``, each tested
  against its model's (``tests/unit/gen/test_plain_pack.py``);
- :meth:`Record.plain_data` is ``worm.content.rebuild.plain`` (the entry as the level's JSON
  holds it), which ``Entry.plain_data`` gives for a model;
- the pack's tables are parsed and rebuilt when first read: ``worm gen`` reads about a
  fourth of them, half of the pack's bytes (``worm.cachefile`` keeps where each one lies).

:func:`pack` gives that pack, or, when the cache is missing, damaged or stale (another asset,
another model, another pydantic), the validated pack as ``worm.content.loader.default`` reads
it, which also writes the cache again. The records answer what the generator asks of a
``ContentPack``, and are typed as one; the engine, which needs the models' behaviour, always
plays with the validated pack. ``tests/unit/gen/test_plain_pack.py`` shows the two packs give
the same Underworlds, byte for byte, in every format.
"""

from __future__ import annotations

import functools
import gc
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from worm import cachefile
from worm.cachefile import Unreadable, json_array, json_object

if TYPE_CHECKING:
    from worm.content.models import ContentPack

__all__ = ["EXTRAS", "PACK", "Record", "Unreadable", "is_a", "pack", "recall", "validated"]

PACK = "worm.content.models.ContentPack"
"""The shape of the whole pack."""
Make = Callable[[Any], Any]


class Record:
    """One entry of the pack, as its model holds it, read-only."""

    _model = ""  # the model's module and name: two models may share a name
    _dump: tuple[tuple[str, str, bool, Any], ...] = ()
    _order: tuple[str, ...] | None = None

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return other._model == self._model and other.__dict__ == self.__dict__

    def __hash__(self) -> int:
        return hash((self._model, *self.__dict__.values()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"{type(self).__name__}({fields})"

    def plain_data(self) -> dict[str, Any]:
        """The entry as ``worm.content.rebuild.plain`` writes its model: each field that is
        required or differs from its default, in declared order or the serialiser's."""
        values = self.__dict__
        dumped = {
            key: _plain_value(values[name])
            for name, key, required, default in self._dump
            if required or values[name] != default
        }
        if self._order is None:
            return dumped
        return {key: dumped[key] for key in self._order if key in dumped}


def _plain_value(value: Any) -> Any:
    if isinstance(value, Record):
        return value.plain_data()
    if isinstance(value, tuple | list):
        return type(value)(_plain_value(v) for v in value)
    if type(value) is dict:
        return {k: _plain_value(v) for k, v in value.items()}
    if isinstance(value, str | int | bool | type(None)):
        return value
    raise Unreadable(f"no plain form for a {type(value).__name__}")


def is_a(entry: object, model: str) -> bool:
    """Whether ``entry`` is of the model named ``model`` ("Feature"), or a record of it: the
    generator's one question of a kind, asked of either pack."""
    return type(entry).__name__ == model


def _encounter_threat(monster: Any) -> str:
    threat: str = monster.common_threat or monster.threat
    return threat


EXTRAS: dict[str, dict[str, Any]] = {
    "worm.content.monsters.Monster": {"encounter_threat": property(_encounter_threat)},
}
"""What the generator reads of a model beyond its fields, by model: the same as the model's
(``Monster.encounter_threat``), as the tests hold it."""


class _Pack(Record):
    """The whole pack: each table parsed and rebuilt from its JSON when first read."""

    def __repr__(self) -> str:
        return "<the content pack, read without pydantic>"

    def __getattr__(self, name: str) -> Any:
        tables: dict[str, tuple[Callable[[], Any], Callable[[], Make]]] = self.__dict__["_tables"]
        if name not in tables:
            raise AttributeError(f"the content pack has no table {name!r}")
        data, make = tables[name]
        try:
            value = make()(data())
        except ValueError as error:  # JSONDecodeError, Unreadable
            raise Unreadable(f"the cached table {name!r}: {error}") from error
        self.__dict__[name] = value
        return value


class _Reader:
    """Rebuilds values from their JSON, as the shapes say."""

    def __init__(self, shapes: dict[str, Any]) -> None:
        self.shapes = shapes
        self.models: dict[str, Make] = {}

    def maker(self, shape: Any) -> Make:
        if shape == "=":
            return _same
        kind, *rest = shape
        if kind == "model":
            return self.model(rest[0])
        if kind == "tuple":
            item = self.maker(rest[0])
            if item is _same:
                return lambda data: tuple(json_array(data))
            return lambda data: tuple(item(v) for v in json_array(data))
        if kind == "fixed":
            items = [self.maker(s) for s in rest[0]]
            return lambda data: tuple(
                make(v) for make, v in zip(items, json_array(data, len(items)), strict=True)
            )
        if kind == "map":
            value = self.maker(rest[0])
            return lambda data: MappingProxyType(
                {k: value(v) for k, v in json_object(data).items()}
            )
        if kind == "dict":
            value = self.maker(rest[0])
            return lambda data: {k: value(v) for k, v in json_object(data).items()}
        if kind == "optional":
            inner = self.maker(rest[0])
            return lambda data: None if data is None else inner(data)
        if kind == "union":
            tag, names = rest
            by_tag = {value: self.model(name) for value, name in names.items()}
            return cachefile.tagged(tag, by_tag)
        raise Unreadable(f"no shape {kind!r}")

    def model(self, name: str) -> Make:
        if (known := self.models.get(name)) is not None:
            return known
        shape = self.shapes[name]
        plan: list[tuple[str, str, Make, bool, Any]] = []
        kind: type[Record] = type(shape["name"], (Record,), dict(EXTRAS.get(name, {})))
        new = object.__new__
        set_dict = object.__setattr__

        def make(data: Any) -> Record:
            given = json_object(data)
            if tuple(given) == keys:  # the cache's JSON: every field, in declared order
                values = dict(zip(names, given.values(), strict=True)) if renamed else dict(given)
            elif given.keys() == keyset:  # every field, in the order a serialiser wrote them
                values = {field: given[key] for field, key in pairs}
            else:
                return finish(_values(shape["name"], plan, given))
            for field, field_maker in converting:
                values[field] = field_maker(values[field])
            return finish(values)

        def finish(values: dict[str, Any]) -> Record:
            made = new(kind)
            set_dict(made, "__dict__", values)
            return made

        self.models[name] = make  # before its fields: a model may hold itself
        for field, key, field_shape, *default in shape["fields"]:
            plan.append((field, key, self.maker(field_shape), not default, (default or [None])[0]))
        names = tuple(field for field, *_ in plan)
        keys = tuple(key for _, key, *_ in plan)
        keyset = set(keys)
        pairs = list(zip(names, keys, strict=True))
        renamed = names != keys
        converting = [(field, convert) for field, _, convert, *_ in plan if convert is not _same]
        dumps = dict(shape["dump"])
        kind._dump = tuple(
            (field, dumps[field], required, None if required else field_maker(default))
            for field, _, field_maker, required, default in plan
        )
        kind._order = None if shape["order"] is None else tuple(shape["order"])
        kind._model = name
        return make

    def pack(self, given: Mapping[str, Callable[[], Any]]) -> _Pack:
        """The pack of the tables ``given`` by key, each as the way to its JSON's value; each
        table's maker is made when the table is first read, as its JSON is parsed then."""
        shape = self.shapes[PACK]
        tables = {}
        for field, key, field_shape, *_ in shape["fields"]:
            if key not in given:
                raise Unreadable(f"the pack lacks {field!r}")
            tables[field] = (given[key], functools.partial(self.maker, field_shape))
        if len(tables) != len(given):
            raise Unreadable("the pack has tables it should not")
        made = object.__new__(_Pack)
        object.__setattr__(made, "__dict__", {"_tables": tables})
        return made


def _same(value: Any) -> Any:
    return value


def _values(model: str, plan: list[tuple[str, str, Make, bool, Any]], given: dict[str, Any]) -> Any:
    """A record's fields from JSON that leaves some out (their defaults are given) or has them
    in another order."""
    values: dict[str, Any] = {}
    named = 0
    for field, key, field_maker, required, default in plan:
        if key in given:
            values[field] = field_maker(given[key])
            named += 1
        elif required:
            raise Unreadable(f"{model} lacks {field!r}")
        else:
            values[field] = field_maker(default)
    if named != len(given):
        raise Unreadable(f"{model} has a field its model has not")
    return values


def recall(assets: Path = cachefile.ASSETS) -> ContentPack | None:
    """The pack in ``assets`` as light records, from the content cache; None when the cache
    is off, missing, damaged, stale or not of the shape it says."""
    file = cachefile.place(assets)
    kept = None if file is None else cachefile.read(file)
    if kept is None:
        return None
    body, shapes, index = kept
    try:
        reader = _Reader(json.loads(shapes))
        given: dict[str, Callable[[], Any]]
        if index:  # each table parsed when first read: the generator reads about half the pack
            given = {
                name: functools.partial(json.loads, table)
                for name, table in cachefile.tables(body, index).items()
            }
        else:  # a file written before the index: parsed whole
            given = {
                name: functools.partial(_same, table)
                for name, table in json_object(json.loads(body)).items()
            }
        return cast("ContentPack", reader.pack(given))
    except (ValueError, KeyError, TypeError):  # Unreadable and JSONDecodeError are ValueErrors
        return None


def validated() -> ContentPack:
    """The validated pack (``worm.content.loader.default``), which also keeps it in the cache."""
    from worm.content import loader  # lazy: the plain path never imports pydantic

    return loader.default()


@functools.cache
def pack() -> ContentPack:
    """The shipped pack for generating: light records when the cache holds it, else the
    validated pack. Read once per process and, as ``loader.default`` does, moved out of the
    garbage collector's sight (``gc.freeze``)."""
    light = recall()
    if light is None:
        return validated()
    gc.freeze()
    return light
