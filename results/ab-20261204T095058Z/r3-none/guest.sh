#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261204T095058Z/r3-none/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261204T095058Z/r3-none/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261204T095058Z/r3-none/dmesg
