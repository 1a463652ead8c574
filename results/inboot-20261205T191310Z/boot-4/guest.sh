#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/inboot-20261205T191310Z/boot-4/run.sh 
echo $? > /root/.cache/htab-gp/dev/inboot-20261205T191310Z/boot-4/rc
dmesg > /root/.cache/htab-gp/dev/inboot-20261205T191310Z/boot-4/dmesg
