#!/usr/bin/env python3
"""An independent HTTP/2 client (Python's h2) for the `pushpeek serve` tests.

    serve_client.py PORT CA|- MODE [ARG]     (CA "-": cleartext h2 with prior knowledge)

Modes (each prints one JSON document on stdout):
  requests     a JSON list of requests on stdin ({"method", "path", "headers": [[name, value]],
               "body"}), sent on one connection; prints the responses in order:
               {"status", "headers": {name: value}, "body"}
  streams N    N requests on one connection, at most the server's MAX_CONCURRENT_STREAMS at once;
               prints {"answered": N, "statuses": {...}, "max_concurrent": M}
  slowloris    a request's headers one byte a second, never ending them; prints how the
               connection ended: {"goaway": debug data, "closed": true}
  bigbody N    a request declaring no length whose body is N bytes; prints the status and how many
               bytes the server let through before it answered and reset the stream
  malformed    a DATA frame on stream 0 after the preface; prints the GOAWAY error code
  hpackbomb    one header block that decodes to far more than the server takes (a 4 KB value,
               indexed, then referenced 1000 times); prints the stream's end
  connections N  opens N connections (TLS handshake done) and drops them without a request
"""
import json
import socket
import ssl
import sys
import time

import h2.config
import h2.connection
import h2.events
import h2.exceptions
import h2.settings

HEADERS = [(":method", "POST"), (":scheme", "https"), (":authority", "localhost")]


def connect(port, ca):
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    if ca == "-":
        return sock
    context = ssl.create_default_context(cafile=ca)
    context.set_alpn_protocols(["h2"])
    tls = context.wrap_socket(sock, server_hostname="localhost")
    assert tls.selected_alpn_protocol() == "h2", tls.selected_alpn_protocol()
    return tls


def start(port, ca):
    sock = connect(port, ca)
    conn = h2.connection.H2Connection(config=h2.config.H2Configuration(client_side=True, header_encoding="utf-8"))
    conn.initiate_connection()
    sock.sendall(conn.data_to_send())
    return sock, conn


def pump(sock, conn, until):
    """Reads events until `until(event)` says stop or the connection closes; returns the events."""
    events = []
    while True:
        try:
            data = sock.recv(65536)
        except (ConnectionResetError, ssl.SSLError, OSError):
            data = b""
        if not data:
            events.append("closed")
            return events
        try:
            received = conn.receive_data(data)
        except h2.exceptions.ProtocolError:
            events.append("closed")
            return events
        events.extend(received)
        out = conn.data_to_send()
        if out:
            sock.sendall(out)
        if any(until(event) for event in received):
            return events
        if any(isinstance(event, h2.events.ConnectionTerminated) for event in received):
            events.append("closed")
            return events


def requests(port, ca):
    wanted = json.load(sys.stdin)
    sock, conn = start(port, ca)
    results = []
    for request in wanted:
        stream = conn.get_next_available_stream_id()
        headers = [(":method", request.get("method", "POST")), (":scheme", "https"), (":authority", "localhost"),
                   (":path", request["path"])]
        headers = [(name.encode(), value.encode("utf-8", "surrogateescape"))
                   for name, value in headers + [tuple(pair) for pair in request.get("headers", [])]]
        body = request.get("body", "").encode("utf-8", "surrogateescape")
        conn.send_headers(stream, headers, end_stream=not body)
        if body:
            conn.send_data(stream, body, end_stream=True)
        sock.sendall(conn.data_to_send())
        response = {"status": None, "headers": {}, "body": ""}
        chunks = []

        def done(event):
            if isinstance(event, h2.events.ResponseReceived) and event.stream_id == stream:
                for name, value in event.headers:
                    if name == ":status":
                        response["status"] = int(value)
                    else:
                        response["headers"][name] = value
            if isinstance(event, h2.events.DataReceived) and event.stream_id == stream:
                chunks.append(event.data)
                conn.acknowledge_received_data(event.flow_controlled_length, stream)
            return isinstance(event, (h2.events.StreamEnded, h2.events.StreamReset)) and event.stream_id == stream

        pump(sock, conn, done)
        response["body"] = b"".join(chunks).decode()
        results.append(response)
    print(json.dumps(results))


def token_headers():
    """The headers given as JSON pairs in the fifth argument (the topic and the token)."""
    return [tuple(pair) for pair in json.loads(sys.argv[5] if len(sys.argv) > 5 and sys.argv[5] else "[]")]


def streams(port, ca, count):
    sock, conn = start(port, ca)
    pump(sock, conn, lambda e: isinstance(e, h2.events.RemoteSettingsChanged))
    limit = conn.remote_settings.max_concurrent_streams
    statuses, answered, sent, open_streams = {}, 0, 0, set()
    body = b'{"aps":{"alert":"hi"}}'
    while answered < count:
        while sent < count and len(open_streams) < limit:
            stream = conn.get_next_available_stream_id()
            conn.send_headers(stream, HEADERS + [(":path", "/3/device/" + "ab" * 32)] + token_headers())
            conn.send_data(stream, body, end_stream=True)
            open_streams.add(stream)
            sent += 1
        sock.sendall(conn.data_to_send())
        for event in pump(sock, conn, lambda e: isinstance(e, (h2.events.StreamEnded, h2.events.StreamReset))):
            if event == "closed" or isinstance(event, h2.events.ConnectionTerminated):
                print(json.dumps({"answered": answered, "statuses": statuses, "closed": True}))
                return
            if isinstance(event, h2.events.ResponseReceived):
                status = dict(event.headers)[":status"]
                statuses[status] = statuses.get(status, 0) + 1
            if isinstance(event, (h2.events.StreamEnded, h2.events.StreamReset)):
                open_streams.discard(event.stream_id)
                answered += 1
    print(json.dumps({"answered": answered, "statuses": statuses, "max_concurrent": limit}))


def slowloris(port, ca):
    sock, conn = start(port, ca)
    conn.send_headers(1, HEADERS + [(":path", "/3/device/" + "ab" * 32), ("apns-topic", "com.example.app")])
    frame = conn.data_to_send()
    goaway = None
    sock.settimeout(1)
    for index in range(len(frame) - 1):
        try:
            sock.sendall(frame[index:index + 1])
            data = sock.recv(65536)
        except socket.timeout:
            continue
        except (ConnectionResetError, BrokenPipeError, ssl.SSLError, OSError):
            break
        if not data:
            break
        for event in conn.receive_data(data):
            if isinstance(event, h2.events.ConnectionTerminated):
                goaway = (event.additional_data or b"").decode()
    print(json.dumps({"goaway": goaway, "closed": True}))


def bigbody(port, ca, size):
    sock, conn = start(port, ca)
    stream = 1
    conn.send_headers(stream, HEADERS + [(":path", "/3/device/" + "ab" * 32)] + token_headers())
    sock.sendall(conn.data_to_send())
    chunk, sent, status, ended = b"x" * 16384, 0, None, None
    sock.setblocking(False)
    while sent < size and ended is None:
        window = min(conn.local_flow_control_window(stream), conn.max_outbound_frame_size, size - sent)
        if window > 0:
            conn.send_data(stream, chunk[:window], end_stream=sent + window >= size)
            sent += window
        try:
            sock.sendall(conn.data_to_send())
        except (BlockingIOError, ssl.SSLWantWriteError):
            pass
        except (ConnectionResetError, BrokenPipeError, OSError):
            break
        try:
            data = sock.recv(65536)
        except (BlockingIOError, ssl.SSLWantReadError):
            if window <= 0:
                time.sleep(0.01)
            continue
        if not data:
            break
        for event in conn.receive_data(data):
            if isinstance(event, h2.events.ResponseReceived):
                status = int(dict(event.headers)[":status"])
            if isinstance(event, (h2.events.StreamReset, h2.events.StreamEnded)):
                ended = type(event).__name__
    print(json.dumps({"status": status, "sent": sent, "ended": ended}))


def malformed(port, ca):
    sock, conn = start(port, ca)
    # A DATA frame (type 0) on stream 0: a connection error PROTOCOL_ERROR (RFC 9113 6.1).
    sock.sendall(b"\x00\x00\x04\x00\x00\x00\x00\x00\x00" + b"junk")
    code = None
    for event in pump(sock, conn, lambda e: isinstance(e, h2.events.ConnectionTerminated)):
        if isinstance(event, h2.events.ConnectionTerminated):
            code = int(event.error_code)
    print(json.dumps({"goaway_error": code}))


def hpackbomb(port, ca):
    sock, conn = start(port, ca)
    value = "v" * 4000
    headers = HEADERS + [(":path", "/3/device/" + "ab" * 32)] + [("x-bomb", value)] * 1000
    conn.send_headers(1, headers, end_stream=True)
    encoded = conn.data_to_send()
    sock.sendall(encoded)
    ends = pump(sock, conn, lambda e: isinstance(e, (h2.events.StreamReset, h2.events.StreamEnded, h2.events.ConnectionTerminated)))
    last = ends[-1]
    print(json.dumps({"sent_bytes": len(encoded), "end": last if isinstance(last, str) else type(last).__name__}))


def connections(port, ca, count):
    opened = [connect(port, ca) for _ in range(count)]
    for sock in opened:
        sock.close()
    print(json.dumps({"opened": len(opened)}))


if __name__ == "__main__":
    port, ca, mode = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    argument = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[4].isdigit() else 0
    {"requests": lambda: requests(port, ca), "streams": lambda: streams(port, ca, argument),
     "slowloris": lambda: slowloris(port, ca), "bigbody": lambda: bigbody(port, ca, argument),
     "malformed": lambda: malformed(port, ca), "hpackbomb": lambda: hpackbomb(port, ca),
     "connections": lambda: connections(port, ca, argument)}[mode]()
